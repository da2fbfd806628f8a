import type { ZodType, output } from 'zod';
import { invalid, type BackendError, type FieldErrors } from './errors';

/** One problem with one field, as zod reports it: a `ZodError` carries a list of them. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A failed check: a `ZodError`, or the issues a schema validator passed on from zod. */
export interface FailedCheck {
  readonly issues: readonly FieldIssue[];
}

/** The first message for each field, keyed by its dotted path ('_' for the value as a whole). */
export function zodFieldErrors(error: FailedCheck): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The `invalid` error our server answers a failed schema with: the first field names itself. */
export function invalidFromZod(error: FailedCheck): BackendError {
  const fieldErrors = zodFieldErrors(error);
  const first = Object.entries(fieldErrors)[0];
  return invalid(first ? `${first[0]}: ${first[1]}` : 'The request is not valid.', fieldErrors);
}

/** Parses with a shared domain schema, throwing `invalidFromZod` when the value does not fit. */
export function parseOrInvalid<Schema extends ZodType>(
  schema: Schema,
  value: unknown,
): output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidFromZod(result.error);
  return result.data;
}

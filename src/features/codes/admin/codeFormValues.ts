import { z } from '../../../domain/zod';
import type { Code } from '../../../domain/code';
import { codeInputSchema } from '../../../domain/codeSchema';
import type { FieldErrors } from '../../../domain/errors';
import { zodFieldErrors } from '../../../domain/validation';
import { addFormIssues } from '../../../ui/forms/addFormIssues';

/** What the form holds: `expiresAt` is a datetime-local value in the visitor's own time zone. */
export interface CodeFormValues {
  code: string;
  neverExpires: boolean;
  expiresAt: string;
}

export const EMPTY_CODE_FORM: CodeFormValues = { code: '', neverExpires: false, expiresAt: '' };

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local value ("2025-06-01T14:30") in local time. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A datetime-local value as a UTC ISO instant, or null when it is not a date-time. */
export function fromLocalInput(value: string): string | null {
  // A date-time without an offset is read as local time (ECMAScript Date Time String Format).
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export const formFromCode = (code: Code): CodeFormValues => ({
  code: code.code,
  neverExpires: code.neverExpires,
  expiresAt: code.expirationDate ? toLocalInput(code.expirationDate) : '',
});

/**
 * Field messages about a code write keyed by the form's fields: an update nests the code under
 * `code.`, and the expiry the form holds as `expiresAt` is sent as `expirationDate`.
 */
export function codeFieldErrors(fieldErrors: FieldErrors): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const sent = path.replace(/^code\.(?=.)/, '');
    const field = sent === 'code' ? 'code' : sent === 'expirationDate' ? 'expiresAt' : null;
    if (field) fields[field] ??= message;
  }
  return fields;
}

/**
 * The form's values as the write they make, checked by the schema the server applies: the code is
 * required and trimmed; the expiry is required unless the code never expires.
 */
export const codeFormSchema = z
  .object({ code: z.string(), neverExpires: z.boolean(), expiresAt: z.string() })
  .transform((values, ctx) => {
    const expirationDate = values.neverExpires ? null : fromLocalInput(values.expiresAt);
    const notADate = !values.neverExpires && values.expiresAt.trim() !== '' && !expirationDate;
    const parsed = codeInputSchema.safeParse({
      code: values.code,
      neverExpires: values.neverExpires,
      expirationDate,
    });
    if (parsed.success && !notADate) return parsed.data;
    addFormIssues(ctx, {
      ...(parsed.success ? {} : codeFieldErrors(zodFieldErrors(parsed.error))),
      ...(notADate ? { expiresAt: 'Enter a valid date and time.' } : {}),
    });
    return z.NEVER;
  });

import { z } from '../../../domain/zod';
import type { Code, CodeInput } from '../../../domain/code';
import { codeInputSchema } from '../../../domain/codeSchema';
import type { FieldErrors } from '../../../domain/errors';
import { zodFieldErrors } from '../../../domain/validation';
import { addFormIssues } from '../../../ui/forms/addFormIssues';

/**
 * What the form holds: `expiresAt` and `addedAt` are datetime-local values in the visitor's own
 * time zone; an empty `addedAt` dates a new code at its creation.
 */
export interface CodeFormValues {
  code: string;
  reward: string;
  neverExpires: boolean;
  expiresAt: string;
  addedAt: string;
}

export const EMPTY_CODE_FORM: CodeFormValues = {
  code: '',
  reward: '',
  neverExpires: false,
  expiresAt: '',
  addedAt: '',
};

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
  reward: code.reward,
  neverExpires: code.neverExpires,
  expiresAt: code.expirationDate ? toLocalInput(code.expirationDate) : '',
  addedAt: toLocalInput(code.addedAt),
});

/**
 * An edit that leaves a date as the form showed it keeps the stored instant: the fields show
 * minutes, and a code's dates can carry seconds (an import, the API), which a save must not cut.
 */
export function keepUnchangedDates(input: CodeInput, stored: Code): CodeInput {
  const shownAs = (iso: string | null | undefined) => (iso ? toLocalInput(iso) : null);
  const unchanged = (sent: string | null | undefined, kept: string | null) =>
    sent != null && kept !== null && shownAs(sent) === shownAs(kept);
  return {
    ...input,
    expirationDate: unchanged(input.expirationDate, stored.expirationDate)
      ? stored.expirationDate
      : input.expirationDate,
    addedAt: unchanged(input.addedAt, stored.addedAt) ? stored.addedAt : input.addedAt,
  };
}

/** The form's field of each field a write sends under another name. */
const FORM_FIELDS: Record<string, keyof CodeFormValues> = {
  code: 'code',
  reward: 'reward',
  expirationDate: 'expiresAt',
  addedAt: 'addedAt',
};

/**
 * Field messages about a code write keyed by the form's fields: an update nests the code under
 * `code.`, and the expiry the form holds as `expiresAt` is sent as `expirationDate`.
 */
export function codeFieldErrors(fieldErrors: FieldErrors): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const sent = path.replace(/^code\.(?=.)/, '');
    const field = Object.hasOwn(FORM_FIELDS, sent) ? FORM_FIELDS[sent] : null;
    if (field) fields[field] ??= message;
  }
  return fields;
}

/**
 * The form's values as the write they make, checked by the schema the server applies: the code is
 * required and trimmed; the expiry is required unless the code never expires.
 */
export const codeFormSchema = z
  .object({
    code: z.string(),
    reward: z.string(),
    neverExpires: z.boolean(),
    expiresAt: z.string(),
    addedAt: z.string(),
  })
  .transform((values, ctx) => {
    const expirationDate = values.neverExpires ? null : fromLocalInput(values.expiresAt);
    const addedAt = fromLocalInput(values.addedAt);
    const notADate = !values.neverExpires && values.expiresAt.trim() !== '' && !expirationDate;
    const addedNotADate = values.addedAt.trim() !== '' && !addedAt;
    const parsed = codeInputSchema.safeParse({
      code: values.code,
      reward: values.reward,
      neverExpires: values.neverExpires,
      expirationDate,
      addedAt,
    });
    if (parsed.success && !notADate && !addedNotADate) return parsed.data;
    addFormIssues(ctx, {
      ...(parsed.success ? {} : codeFieldErrors(zodFieldErrors(parsed.error))),
      ...(notADate ? { expiresAt: 'Enter a valid date and time.' } : {}),
      ...(addedNotADate ? { addedAt: 'Enter a valid date and time.' } : {}),
    });
    return z.NEVER;
  });

import { type Code, type CodeInput } from '../../../domain/code';
import { codeInputSchema } from '../../../domain/codeSchema';

/** What the form holds: `expiresAt` is a datetime-local value in the visitor's own time zone. */
export interface CodeFormValues {
  code: string;
  neverExpires: boolean;
  expiresAt: string;
}

export type CodeFormErrors = Partial<Record<'code' | 'expiresAt', string>>;

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

export type CodeFormResult = { ok: true; input: CodeInput } | { ok: false; errors: CodeFormErrors };

/** The code is required and trimmed; the expiry is required unless it never expires. */
export function readCodeForm(values: CodeFormValues): CodeFormResult {
  const errors: CodeFormErrors = {};
  const expirationDate = values.neverExpires ? null : fromLocalInput(values.expiresAt);
  if (!values.neverExpires && values.expiresAt.trim() && !expirationDate) {
    errors.expiresAt = 'Enter a valid date and time.';
  }
  const parsed = codeInputSchema.safeParse({
    code: values.code,
    neverExpires: values.neverExpires,
    expirationDate,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'code' ? 'code' : 'expiresAt';
      errors[field] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

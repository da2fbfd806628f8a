import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from '../../../domain/validation';
import {
  codeFieldErrors,
  codeFormSchema,
  fromLocalInput,
  toLocalInput,
  type CodeFormValues,
} from './codeFormValues';

/** What the form's resolver gives: the write, or the first message of each field. */
function readCodeForm(values: CodeFormValues) {
  const result = codeFormSchema.safeParse(values);
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: zodFieldErrors(result.error) };
}

describe('datetime-local values', () => {
  it('round-trips a local date-time through UTC ISO', () => {
    const iso = fromLocalInput('2030-03-04T05:06');
    expect(iso).toBe(new Date(2030, 2, 4, 5, 6).toISOString());
    expect(toLocalInput(iso as string)).toBe('2030-03-04T05:06');
  });

  it.each(['', 'tomorrow', '2030-13-45T99:99', '2030-03-04'])('refuses %j', (value) => {
    expect(fromLocalInput(value)).toBeNull();
  });
});

describe('codeFormSchema', () => {
  it.each([
    [
      'trims the code and stores the expiry as UTC',
      { code: '  GIFT  ', neverExpires: false, expiresAt: '2030-03-04T05:06' },
      {
        ok: true,
        input: {
          code: 'GIFT',
          neverExpires: false,
          expirationDate: new Date(2030, 2, 4, 5, 6).toISOString(),
        },
      },
    ],
    [
      'drops the date of a code that never expires',
      { code: 'FOREVER', neverExpires: true, expiresAt: '2030-03-04T05:06' },
      { ok: true, input: { code: 'FOREVER', neverExpires: true, expirationDate: null } },
    ],
    [
      'requires the code',
      { code: '   ', neverExpires: true, expiresAt: '' },
      { ok: false, errors: { code: 'Code is required.' } },
    ],
    [
      'requires the expiry unless it never expires',
      { code: 'GIFT', neverExpires: false, expiresAt: '' },
      {
        ok: false,
        errors: { expiresAt: 'Expiration date is required unless the code never expires.' },
      },
    ],
    [
      'refuses an expiry that is not a date',
      { code: 'GIFT', neverExpires: false, expiresAt: 'soon' },
      { ok: false, errors: { expiresAt: 'Enter a valid date and time.' } },
    ],
  ])('%s', (_what, values, expected) => {
    expect(readCodeForm(values)).toEqual(expected);
  });
});

describe('codeFieldErrors', () => {
  it("puts the server's messages on the form's fields, for a create and an update", () => {
    expect(
      codeFieldErrors({ code: 'Code is required.', expirationDate: 'Invalid date.', _: 'x' }),
    ).toEqual({ code: 'Code is required.', expiresAt: 'Invalid date.' });
    expect(
      codeFieldErrors({ 'code.code': 'At most 100 characters.', baseVersion: 'Too small.' }),
    ).toEqual({ code: 'At most 100 characters.' });
    expect(codeFieldErrors({ 'code.expirationDate': 'Invalid date.' })).toEqual({
      expiresAt: 'Invalid date.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Code } from '../../../domain/code';
import { zodFieldErrors } from '../../../domain/validation';
import {
  codeFieldErrors,
  codeFormSchema,
  formFromCode,
  fromLocalInput,
  keepUnchangedDates,
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
  const form = (values: Partial<CodeFormValues>): CodeFormValues => ({
    code: 'GIFT',
    reward: '',
    neverExpires: false,
    expiresAt: '2030-03-04T05:06',
    addedAt: '',
    ...values,
  });
  const expires = new Date(2030, 2, 4, 5, 6).toISOString();

  it.each([
    [
      'trims the code and stores the expiry as UTC',
      form({ code: '  GIFT  ' }),
      {
        ok: true,
        input: {
          code: 'GIFT',
          neverExpires: false,
          expirationDate: expires,
          reward: '',
          addedAt: null,
        },
      },
    ],
    [
      'drops the date of a code that never expires',
      form({ code: 'FOREVER', neverExpires: true }),
      {
        ok: true,
        input: {
          code: 'FOREVER',
          neverExpires: true,
          expirationDate: null,
          reward: '',
          addedAt: null,
        },
      },
    ],
    [
      'trims the reward and stores the date added as UTC',
      form({ reward: '  300 gems ', addedAt: '2030-01-02T03:04' }),
      {
        ok: true,
        input: {
          code: 'GIFT',
          neverExpires: false,
          expirationDate: expires,
          reward: '300 gems',
          addedAt: new Date(2030, 0, 2, 3, 4).toISOString(),
        },
      },
    ],
    [
      'requires the code',
      form({ code: '   ', neverExpires: true, expiresAt: '' }),
      { ok: false, errors: { code: 'Code is required.' } },
    ],
    [
      'requires the expiry unless it never expires',
      form({ expiresAt: '' }),
      {
        ok: false,
        errors: { expiresAt: 'Expiration date is required unless the code never expires.' },
      },
    ],
    [
      'refuses an expiry that is not a date',
      form({ expiresAt: 'soon' }),
      { ok: false, errors: { expiresAt: 'Enter a valid date and time.' } },
    ],
    [
      'refuses a date added that is not a date',
      form({ addedAt: 'today' }),
      { ok: false, errors: { addedAt: 'Enter a valid date and time.' } },
    ],
    [
      'refuses a reward over 200 characters',
      form({ reward: 'R'.repeat(201) }),
      { ok: false, errors: { reward: 'At most 200 characters.' } },
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
    expect(codeFieldErrors({ 'code.reward': 'Too long.', addedAt: 'Invalid date.' })).toEqual({
      reward: 'Too long.',
      addedAt: 'Invalid date.',
    });
  });
});

describe('an edited code keeps the dates the admin left alone', () => {
  const stored: Code = {
    id: 'c1',
    code: 'GIFT',
    reward: '',
    neverExpires: false,
    expirationDate: '2030-03-04T05:06:59.123Z',
    addedAt: '2030-01-02T03:04:30.500Z',
    createdAt: '2030-01-02T03:04:30.500Z',
    version: 1,
  };
  const edit = (values: Partial<CodeFormValues>) => {
    const input = codeFormSchema.parse({ ...formFromCode(stored), ...values });
    return keepUnchangedDates(input, stored);
  };

  it('to the second, when only another field changed', () => {
    expect(edit({ reward: 'Gems' })).toMatchObject({
      reward: 'Gems',
      expirationDate: '2030-03-04T05:06:59.123Z',
      addedAt: '2030-01-02T03:04:30.500Z',
    });
  });

  it('and takes a changed date as typed, to the minute', () => {
    const later = toLocalInput('2030-03-05T05:06:00.000Z');
    expect(edit({ expiresAt: later })).toMatchObject({
      expirationDate: '2030-03-05T05:06:00.000Z',
      addedAt: '2030-01-02T03:04:30.500Z',
    });
  });

  it('and leaves a code that now never expires without an expiry', () => {
    expect(edit({ neverExpires: true })).toMatchObject({
      neverExpires: true,
      expirationDate: null,
    });
  });
});

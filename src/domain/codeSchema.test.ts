import { describe, expect, it } from 'vitest';
import { codeInputSchema } from './codeSchema';
import { zodFieldErrors } from './validation';

const input = (code: string) => ({ code, neverExpires: true, expirationDate: null });

describe('codeInputSchema', () => {
  it('trims spaces around the code', () => {
    expect(codeInputSchema.parse(input('  PROBE-2026\t')).code).toBe('PROBE-2026');
  });

  it.each([
    ['a space', 'PROBE-2026 with spaces'],
    ['a tab', 'PROBE\t2026'],
    ['a line break', 'PROBE\n2026'],
    ['a no-break space', 'PROBE\u00a02026'],
  ])('refuses %s inside the code, naming the field', (_what, code) => {
    const parsed = codeInputSchema.safeParse(input(code));
    expect(parsed.success).toBe(false);
    expect(zodFieldErrors(parsed.error!)).toEqual({ code: 'A code cannot contain spaces.' });
  });
});

import { describe, expect, it } from 'vitest';
import { bylineName } from './user';
import { displayNameSchema } from './userSchema';

describe('display names', () => {
  it.each([
    ['  Mira  ', 'Mira'],
    ['x'.repeat(60), 'x'.repeat(60)],
  ])('keeps %j as %j', (name, kept) => {
    expect(displayNameSchema.parse(name)).toBe(kept);
  });

  it.each([
    ['', 'Enter a display name.'],
    ['   ', 'Enter a display name.'],
    ['x'.repeat(61), 'A display name is at most 60 characters.'],
  ])('refuses %j: %s', (name, message) => {
    expect(displayNameSchema.safeParse(name).error?.issues[0]?.message).toBe(message);
  });

  it.each([
    [{ displayName: 'Mira', email: 'm@example.test' }, 'Mira'],
    [{ displayName: '  ', email: 'mira.q@example.test' }, 'mira.q'],
  ])('a byline of %j is %j', (user, byline) => {
    expect(bylineName(user)).toBe(byline);
  });
});

import { describe, expect, it } from 'vitest';
import type { Code, CodeInput } from '../../src/domain/code';
import type { HarnessRef } from './runBackendContract';
import { failure, signedInClient } from './contractHelpers';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** The harness database is shared by every part of a run: names are unique, checks are relative. */
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const mine = (codes: Code[], created: Code[]) =>
  codes.filter((code) => created.some((own) => own.id === code.id)).map((code) => code.code);

export function codesContract(ref: HarnessRef) {
  describe('codes', () => {
    const signedIn = (who: 'admin' | 'member') => signedInClient(ref, who);

    it('shows visitors active codes only and admins all, expiring soonest first', async () => {
      const admin = await signedIn('admin');
      const inputs: CodeInput[] = [
        { code: unique('NEVER'), neverExpires: true, expirationDate: null },
        { code: unique('LATER'), neverExpires: false, expirationDate: inHours(49) },
        { code: unique('EXPIRED'), neverExpires: false, expirationDate: inHours(-1 / 3600) },
        { code: unique('SOON'), neverExpires: false, expirationDate: inHours(1) },
      ];
      const created: Code[] = [];
      for (const input of inputs) created.push(await admin.codes.create(input));
      const [never, later, expired, soon] = inputs.map((input) => input.code);

      const visitor = await ref.current.newClient();
      expect(mine(await visitor.codes.list(), created)).toEqual([soon, later, never]);
      const member = await signedIn('member');
      expect(mine(await member.codes.list(), created)).toEqual([soon, later, never]);
      expect(mine(await admin.codes.list(), created)).toEqual([expired, soon, later, never]);

      for (const code of created) await admin.codes.remove(code.id);
      expect(mine(await admin.codes.list(), created)).toEqual([]);
    });

    it('trims a code, stores its expiry in UTC, and keeps no date for a code that never expires', async () => {
      const admin = await signedIn('admin');
      const name = unique('GIFT');
      const created = await admin.codes.create({
        code: `  ${name}  `,
        neverExpires: false,
        expirationDate: '2099-01-02T03:04:05+02:00',
      });
      expect(created).toMatchObject({
        code: name,
        neverExpires: false,
        expirationDate: '2099-01-02T01:04:05.000Z',
        version: 1,
      });

      const updated = await admin.codes.update(
        created.id,
        { code: `${name}-X`, neverExpires: true, expirationDate: '2099-01-02T01:04:05.000Z' },
        created.version,
      );
      expect(updated).toMatchObject({
        id: created.id,
        code: `${name}-X`,
        neverExpires: true,
        expirationDate: null,
        version: 2,
      });
      await admin.codes.remove(created.id);
    });

    it('keeps a reward and a date added: dated at creation unless the admin dates it', async () => {
      const admin = await signedIn('admin');
      const startedAt = Date.now();
      const plain = await admin.codes.create({
        code: unique('PLAIN'),
        neverExpires: true,
        expirationDate: null,
      });
      expect(plain.reward).toBe('');
      expect(plain.addedAt).toBe(plain.createdAt);
      // Both clocks (the test's and the backend's) are this machine's; a second of slack.
      expect(Date.parse(plain.addedAt)).toBeGreaterThan(startedAt - 1000);

      const dated = await admin.codes.create({
        code: unique('DATED'),
        neverExpires: false,
        expirationDate: inHours(5),
        reward: '  300 gems  ',
        addedAt: '2025-03-04T07:06:07+02:00',
      });
      expect(dated).toMatchObject({ reward: '300 gems', addedAt: '2025-03-04T05:06:07.000Z' });

      // An update without a date added keeps the stored one; with one, it is the new date.
      const kept = await admin.codes.update(
        dated.id,
        { code: dated.code, neverExpires: true, expirationDate: null, reward: '1 scroll' },
        dated.version,
      );
      expect(kept).toMatchObject({ reward: '1 scroll', addedAt: '2025-03-04T05:06:07.000Z' });
      const redated = await admin.codes.update(
        dated.id,
        { ...kept, addedAt: '2025-05-06T00:00:00.000Z' },
        kept.version,
      );
      expect(redated.addedAt).toBe('2025-05-06T00:00:00.000Z');
      const visitor = await ref.current.newClient();
      expect((await visitor.codes.list()).find((code) => code.id === dated.id)).toMatchObject({
        reward: '1 scroll',
        addedAt: '2025-05-06T00:00:00.000Z',
      });

      for (const code of [plain, dated]) await admin.codes.remove(code.id);
    });

    it.each([
      [
        'a NUL character in the code',
        { code: 'NUL\u0000CODE', neverExpires: true, expirationDate: null },
        /code: Cannot contain a NUL character/,
      ],
      [
        'a NUL character in the reward',
        { code: 'NUL-REWARD', neverExpires: true, expirationDate: null, reward: 'a\u0000b' },
        /reward: Cannot contain a NUL character/,
      ],
      [
        'a reward longer than 200 characters',
        { code: 'LONG-REWARD', neverExpires: true, expirationDate: null, reward: 'R'.repeat(201) },
        /At most 200 characters/,
      ],
      [
        'spaces inside the code',
        { code: 'PROBE-2026 with spaces', neverExpires: true, expirationDate: null },
        /A code cannot contain spaces/,
      ],
      [
        'an empty code',
        { code: '   ', neverExpires: true, expirationDate: null },
        /Code is required/,
      ],
      [
        'a missing expiry',
        { code: 'NO-DATE', neverExpires: false, expirationDate: null },
        /Expiration date is required unless the code never expires/,
      ],
    ])('refuses %s with a clear message', async (_what, input, message) => {
      const admin = await signedIn('admin');
      const before = await admin.codes.list();
      const error = await failure(admin.codes.create(input));
      expect(error.code).toBe('invalid');
      expect(error.message).toMatch(message);
      expect(await admin.codes.list()).toEqual(before);
    });
  });
}

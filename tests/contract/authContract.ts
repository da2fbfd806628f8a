import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import { NUL_CHARACTER_MESSAGE } from '../../src/domain/storableText';
import { WRONG_CURRENT_PASSWORD, type AuthUser } from '../../src/domain/user';
import { passwordSchema } from '../../src/domain/userSchema';
import type { Credentials, HarnessRef } from './runBackendContract';
import { failure, signedInClient } from './contractHelpers';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

/** Records every state the auth observer reports, and lets a test wait for the next one. */
function watch(backend: Backend) {
  const states: (AuthUser | null)[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = backend.auth.onAuthStateChanged((user) => {
    states.push(user);
    wake?.();
  });
  return {
    states,
    unsubscribe,
    async next(count: number) {
      const deadline = Date.now() + 5000;
      while (states.length < count) {
        if (Date.now() > deadline)
          throw new Error(`auth observer reported ${states.length} states`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return states[count - 1];
    },
  };
}

/** A new client signed in as `account` (each one is a session of its own, like a browser). */
async function clientOf(ref: HarnessRef, account: Credentials): Promise<Backend> {
  const client = await ref.current.newClient();
  await client.auth.signIn(account.email, account.password);
  return client;
}

/** The rule's message for a new password that breaks it. */
const ruleMessage = (password: string) =>
  passwordSchema.safeParse(password).error?.issues[0]?.message ?? 'no message';

/**
 * Runs `check` where the backend lists and ends sessions (`capabilities.sessions`); elsewhere
 * (Firebase) asserts that every session call refuses with a clear error instead.
 */
async function whereSessions(client: Backend, check: () => Promise<void>) {
  if (client.capabilities.sessions) {
    await check();
    return;
  }
  expect(client.name).toBe('firebase');
  const calls = [
    () => client.auth.listSessions(),
    () => client.auth.endSession('any-session'),
    () => client.auth.endOtherSessions(),
  ];
  for (const call of calls) {
    const error = await failure(call());
    expect(error.code).toBe('unavailable');
    expect(error.message).toMatch(/managed by Firebase Authentication/);
  }
}

/** The session of `client` as it lists them. */
async function currentSessionOf(client: Backend) {
  const current = (await client.auth.listSessions()).sessions.filter((session) => session.current);
  expect(current).toHaveLength(1);
  return current[0]!;
}

export function authContract(ref: HarnessRef) {
  describe('auth', () => {
    it('reports a visitor as signed out', async () => {
      const client = await ref.current.newClient();
      const observer = watch(client);
      expect(await observer.next(1)).toBeNull();
      observer.unsubscribe();
    });

    it('refuses a wrong password and an unknown email with the same message', async () => {
      const client = await ref.current.newClient();
      const wrongPassword = await failure(
        client.auth.signIn(ref.current.admin.email, 'not-the-password'),
      );
      const unknownEmail = await failure(
        client.auth.signIn('nobody-here@example.test', 'whatever-password'),
      );
      expect(wrongPassword.code).toBe('unauthenticated');
      expect(wrongPassword.message).toBe(LOGIN_FAILED);
      expect(unknownEmail.code).toBe(wrongPassword.code);
      expect(unknownEmail.message).toBe(LOGIN_FAILED);
    });

    it('signs an admin in, reports it live, and signs out', async () => {
      const client = await ref.current.newClient();
      const observer = watch(client);
      expect(await observer.next(1)).toBeNull();

      const user = await client.auth.signIn(ref.current.admin.email, ref.current.admin.password);
      expect(user).toMatchObject({ email: ref.current.admin.email, isAdmin: true });
      expect(user.uid).toBeTruthy();
      expect(await observer.next(2)).toMatchObject({
        email: ref.current.admin.email,
        isAdmin: true,
      });

      await client.auth.signOut();
      expect(await observer.next(3)).toBeNull();
      observer.unsubscribe();
    });

    it('treats email case-insensitively when signing in', async () => {
      const client = await ref.current.newClient();
      const user = await client.auth.signIn(
        ref.current.admin.email.toUpperCase(),
        ref.current.admin.password,
      );
      expect(user.isAdmin).toBe(true);
      await client.auth.signOut();
    });

    it('reports a signed-in non-admin as not admin', async () => {
      const client = await ref.current.newClient();
      const user = await client.auth.signIn(ref.current.member.email, ref.current.member.password);
      expect(user).toMatchObject({ email: ref.current.member.email, isAdmin: false });
      await client.auth.signOut();
    });

    it('stops a new observer from seeing a user after sign-out', async () => {
      const client = await ref.current.newClient();
      await client.auth.signIn(ref.current.admin.email, ref.current.admin.password);
      await client.auth.signOut();
      const observer = watch(client);
      expect(await observer.next(1)).toBeNull();
      observer.unsubscribe();
    });

    accountContract(ref);
  });
}

/** An admin's own sessions and password (docs/product.md#account). */
function accountContract(ref: HarnessRef) {
  describe('changing the password', () => {
    it('refuses a visitor and a signed-in non-admin', async () => {
      const visitor = await ref.current.newClient();
      const asVisitor = await failure(visitor.auth.changePassword('whatever', 'a-new-password-1'));
      expect(asVisitor.code).toBe('unauthenticated');
      const member = await signedInClient(ref, 'member');
      const asMember = await failure(
        member.auth.changePassword(ref.current.member.password, 'a-new-password-1'),
      );
      expect(asMember.code).toBe('forbidden');
      await member.auth.signOut();
      // The member's password did not change.
      await (await signedInClient(ref, 'member')).auth.signOut();
    });

    it('refuses a wrong current password and a weak new one, then the new one signs in and the old one no longer does', async () => {
      const account = await ref.current.newAdmin();
      const client = await clientOf(ref, account);

      const wrong = await failure(
        client.auth.changePassword('not-the-password', 'a-new-password-1'),
      );
      expect(wrong.code).toBe('invalid');
      expect(wrong.message).toBe(WRONG_CURRENT_PASSWORD);
      expect(wrong.fieldErrors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });

      const weak = await failure(client.auth.changePassword(account.password, 'short'));
      expect(weak.code).toBe('invalid');
      expect(weak.fieldErrors.newPassword).toBe(ruleMessage('short'));
      expect(weak.fieldErrors.newPassword).toBe('Password must be at least 8 characters.');
      expect(weak.message).toContain(ruleMessage('short'));

      await client.auth.changePassword(account.password, 'a-new-password-1');
      // This client is still signed in: it may change the password again at once.
      await client.auth.changePassword('a-new-password-1', 'a-new-password-2');

      for (const old of [account.password, 'a-new-password-1']) {
        const fresh = await ref.current.newClient();
        const refused = await failure(fresh.auth.signIn(account.email, old));
        expect(refused.code).toBe('unauthenticated');
        expect(refused.message).toBe(LOGIN_FAILED);
      }
      const fresh = await ref.current.newClient();
      const user = await fresh.auth.signIn(account.email, 'a-new-password-2');
      expect(user).toMatchObject({ email: account.email, isAdmin: true });
    });

    it('ends the other sessions of the admin but not this one', async () => {
      const account = await ref.current.newAdmin();
      const mine = await clientOf(ref, account);
      const other = await clientOf(ref, account);
      await mine.auth.changePassword(account.password, 'a-new-password-1');
      await whereSessions(mine, async () => {
        expect((await failure(other.auth.listSessions())).code).toBe('unauthenticated');
        const left = (await mine.auth.listSessions()).sessions;
        expect(left).toHaveLength(1);
        expect(left[0]?.current).toBe(true);
      });
    });
  });

  describe('display name', () => {
    it('refuses a visitor and a signed-in non-admin', async () => {
      const visitor = await ref.current.newClient();
      expect((await failure(visitor.auth.updateDisplayName('Someone'))).code).toBe(
        'unauthenticated',
      );
      const member = await signedInClient(ref, 'member');
      expect((await failure(member.auth.updateDisplayName('Someone'))).code).toBe('forbidden');
      await member.auth.signOut();
    });

    it('refuses an empty or too long name on the field', async () => {
      const client = await clientOf(ref, await ref.current.newAdmin());
      for (const [name, message] of [
        ['   ', 'Enter a display name.'],
        ['x'.repeat(61), 'A display name is at most 60 characters.'],
        ['Nul\u0000Name', NUL_CHARACTER_MESSAGE],
      ] as const) {
        const refused = await failure(client.auth.updateDisplayName(name));
        expect(refused.code).toBe('invalid');
        expect(refused.fieldErrors.displayName).toBe(message);
      }
    });

    it('sets it trimmed, reports the account with it live, and a new sign-in sees it', async () => {
      const account = await ref.current.newAdmin();
      const client = await clientOf(ref, account);
      const states = watch(client);
      await states.next(1);
      const user = await client.auth.updateDisplayName('  Mira Quill  ');
      expect(user).toMatchObject({
        email: account.email,
        displayName: 'Mira Quill',
        isAdmin: true,
      });
      expect(await states.next(2)).toMatchObject({ displayName: 'Mira Quill' });
      states.unsubscribe();
      const again = await (
        await ref.current.newClient()
      ).auth.signIn(account.email, account.password);
      expect(again.displayName).toBe('Mira Quill');
    });
  });

  describe('sessions', () => {
    it('says whether this backend can list and end sessions', async () => {
      const client = await ref.current.newClient();
      expect(client.capabilities.sessions).toBe(client.name === 'http');
    });

    it("lists the signed-in admin's own sessions, this one first and marked, then by latest use", async () => {
      const account = await ref.current.newAdmin();
      const first = await clientOf(ref, account);
      const second = await clientOf(ref, account);
      // Another admin's session is not theirs to see.
      const someoneElse = await signedInClient(ref, 'admin');
      await whereSessions(first, async () => {
        const listed = (await first.auth.listSessions()).sessions;
        expect(listed).toHaveLength(2);
        expect(new Set(listed.map((session) => session.id)).size).toBe(2);
        expect(listed.filter((session) => session.current)).toHaveLength(1);
        expect(listed[0]?.current).toBe(true);
        for (const session of listed) {
          expect(Date.parse(session.createdAt)).toBeGreaterThan(Date.now() - 5 * 60_000);
          expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(
            Date.parse(session.createdAt),
          );
          expect(session.browser).toEqual(expect.any(String));
          expect(session.browser).not.toBe('');
          expect(session.address).toEqual(expect.any(String));
        }
        const byUse = [...listed].sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt));
        expect(listed.map((session) => session.lastUsedAt)).toEqual(
          byUse.map((session) => session.lastUsedAt),
        );
        const firstId = (await currentSessionOf(first)).id;
        const secondId = (await currentSessionOf(second)).id;
        expect(firstId).not.toBe(secondId);
        expect(listed.map((session) => session.id).sort()).toEqual([firstId, secondId].sort());
        const theirs = (await someoneElse.auth.listSessions()).sessions.map(
          (session) => session.id,
        );
        expect(theirs).not.toContain(firstId);
        expect(theirs).not.toContain(secondId);
      });
    });

    it('ends one session: that client is signed out, the others stay', async () => {
      const account = await ref.current.newAdmin();
      const first = await clientOf(ref, account);
      const second = await clientOf(ref, account);
      await whereSessions(first, async () => {
        const secondId = (await currentSessionOf(second)).id;
        await first.auth.endSession(secondId);
        expect((await failure(second.auth.listSessions())).code).toBe('unauthenticated');
        expect((await first.auth.listSessions()).sessions.map((session) => session.id)).toEqual([
          (await currentSessionOf(first)).id,
        ]);
        expect((await failure(first.auth.endSession(secondId))).code).toBe('not-found');
      });
    });

    it("cannot end another admin's session", async () => {
      const account = await ref.current.newAdmin();
      const mine = await clientOf(ref, account);
      const someoneElse = await clientOf(ref, await ref.current.newAdmin());
      await whereSessions(mine, async () => {
        const theirId = (await currentSessionOf(someoneElse)).id;
        expect((await failure(mine.auth.endSession(theirId))).code).toBe('not-found');
        expect((await currentSessionOf(someoneElse)).id).toBe(theirId);
      });
    });

    it('signs out everywhere else, keeping this session', async () => {
      const account = await ref.current.newAdmin();
      const mine = await clientOf(ref, account);
      const others = [await clientOf(ref, account), await clientOf(ref, account)];
      await whereSessions(mine, async () => {
        expect(await mine.auth.endOtherSessions()).toBe(2);
        for (const other of others) {
          expect((await failure(other.auth.listSessions())).code).toBe('unauthenticated');
        }
        const left = (await mine.auth.listSessions()).sessions;
        expect(left.map((session) => session.current)).toEqual([true]);
        expect(await mine.auth.endOtherSessions()).toBe(0);
      });
    });

    it('refuses a visitor and a signed-in non-admin', async () => {
      const visitor = await ref.current.newClient();
      const member = await signedInClient(ref, 'member');
      await whereSessions(visitor, async () => {
        for (const [client, code] of [
          [visitor, 'unauthenticated'],
          [member, 'forbidden'],
        ] as const) {
          expect((await failure(client.auth.listSessions())).code).toBe(code);
          expect((await failure(client.auth.endSession('any-session'))).code).toBe(code);
          expect((await failure(client.auth.endOtherSessions())).code).toBe(code);
        }
      });
      await member.auth.signOut();
    });
  });
}

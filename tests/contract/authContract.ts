import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import type { AuthUser } from '../../src/domain/user';
import type { HarnessRef } from './runBackendContract';
import { failure } from './contractHelpers';

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
  });
}

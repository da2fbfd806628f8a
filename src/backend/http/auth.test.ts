import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../domain/user';
import { createFakeFetch, json } from '../../test/fakeFetch';
import { makeUser } from '../../test/fakeBackend';
import { createHttpBackend } from '.';

const admin = makeUser();
const unsubscribers: (() => void)[] = [];

afterEach(() => {
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
});

/** A server with one account: /me answers from the session the fake keeps. */
function setup() {
  const fake = createFakeFetch();
  let session: AuthUser | null = null;
  fake.on('GET', 'api/auth/me', () => json(200, { user: session }));
  fake.on('POST', 'api/auth/sign-in', () => {
    session = admin;
    return json(200, { user: admin });
  });
  fake.on('POST', 'api/auth/sign-out', () => {
    session = null;
    return json(204, null);
  });
  fake.on('GET', 'api/codes', () =>
    session ? json(200, []) : json(401, { error: { code: 'unauthenticated', message: 'x' } }),
  );
  const backend = createHttpBackend({ fetch: fake.fetch });
  const seen: (AuthUser | null)[] = [];
  const watch = () => {
    unsubscribers.push(backend.auth.onAuthStateChanged((user) => seen.push(user)));
  };
  return {
    fake,
    backend,
    seen,
    watch,
    expireSession: () => {
      session = null;
    },
  };
}

describe('HTTP auth', () => {
  it('reports null, then the user after sign-in, then null after sign-out', async () => {
    const { backend, seen, watch } = setup();
    watch();
    await vi.waitFor(() => expect(seen).toEqual([null]));

    await backend.auth.signIn('admin@example.com', 'secret');
    expect(seen).toEqual([null, admin]);

    await backend.auth.signOut();
    expect(seen).toEqual([null, admin, null]);
  });

  it('shares one /me request between listeners and tells late ones the known state', async () => {
    const { fake, backend, watch } = setup();
    watch();
    const second: (AuthUser | null)[] = [];
    unsubscribers.push(backend.auth.onAuthStateChanged((user) => second.push(user)));
    await vi.waitFor(() => expect(second).toEqual([null]));
    expect(fake.count('GET', 'api/auth/me')).toBe(1);

    const late: (AuthUser | null)[] = [];
    unsubscribers.push(backend.auth.onAuthStateChanged((user) => late.push(user)));
    await vi.waitFor(() => expect(late).toEqual([null]));
    expect(fake.count('GET', 'api/auth/me')).toBe(1);
  });

  it('reports null when any call gets a 401 while signed in', async () => {
    const { backend, seen, watch, expireSession } = setup();
    watch();
    await backend.auth.signIn('admin@example.com', 'secret');
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(admin));

    expireSession();
    await expect(backend.codes.list()).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(seen.at(-1)).toBeNull();
  });

  it('does not report a change for 401s while nobody is signed in', async () => {
    const { backend, seen, watch } = setup();
    watch();
    await vi.waitFor(() => expect(seen).toEqual([null]));
    await expect(backend.codes.list()).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(seen).toEqual([null]);
  });

  it('rejects bad credentials without reporting a change', async () => {
    const { fake, backend, seen, watch } = setup();
    fake.on('POST', 'api/auth/sign-in', () =>
      json(401, {
        error: { code: 'unauthenticated', message: 'Login failed. Please check your credentials.' },
      }),
    );
    watch();
    await vi.waitFor(() => expect(seen).toEqual([null]));
    await expect(backend.auth.signIn('a@example.com', 'nope')).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Login failed. Please check your credentials.',
    });
    expect(seen).toEqual([null]);
  });

  it('does not let a /me reply sent before sign-in undo the sign-in', async () => {
    const { fake, backend, seen, watch } = setup();
    let answerMe: (response: Response) => void = () => {};
    fake.on('GET', 'api/auth/me', () => new Promise<Response>((resolve) => (answerMe = resolve)));
    watch();
    await backend.auth.signIn('admin@example.com', 'secret');
    answerMe(json(200, { user: null }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([admin]);
  });

  it('checks again when the tab becomes visible', async () => {
    const { fake, seen, watch } = setup();
    watch();
    await vi.waitFor(() => expect(seen).toEqual([null]));
    fake.on('GET', 'api/auth/me', () => json(200, { user: admin }));

    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(seen).toEqual([null, admin]));
    expect(fake.count('GET', 'api/auth/me')).toBe(2);
  });

  it.skipIf(typeof BroadcastChannel === 'undefined')(
    'checks again when another tab signs in or out',
    async () => {
      const { fake, seen, watch } = setup();
      watch();
      await vi.waitFor(() => expect(seen).toEqual([null]));
      fake.on('GET', 'api/auth/me', () => json(200, { user: admin }));

      const otherTab = new BroadcastChannel('auth');
      otherTab.postMessage('changed');
      otherTab.close();
      await vi.waitFor(() => expect(seen).toEqual([null, admin]));
    },
  );
});

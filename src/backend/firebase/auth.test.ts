import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../domain/user';
import { createFirebaseBackend } from '.';
import { createFirebaseAuth } from './auth';
import type { AuthKit } from './authKit';
import { lazyModule } from './lazyModule';
import type { FirebaseServices } from './services';

/**
 * firebase/auth replaced by a fake that keeps one "server" session: enough to see when the
 * adapter loads Auth at all, and what it reports.
 */
const fake = vi.hoisted(() => {
  interface FakeUser {
    uid: string;
    email: string;
    displayName: string | null;
    metadata: { creationTime?: string; lastSignInTime?: string };
    getIdTokenResult(): Promise<{ claims: Record<string, unknown> }>;
  }
  type Observer = (user: FakeUser | null) => void;
  const observers = new Set<Observer>();
  const auth = { currentUser: null as FakeUser | null, authStateReady: async () => {} };
  const setUser = (user: FakeUser | null) => {
    auth.currentUser = user;
    for (const observer of [...observers]) observer(user);
  };
  const makeUser = (email: string, admin: boolean, claimsDelay = 0): FakeUser => ({
    uid: `uid-${email}`,
    email,
    displayName: null,
    metadata: { creationTime: 'Tue, 04 Mar 2025 05:06:07 GMT' },
    getIdTokenResult: () =>
      new Promise((resolve) => setTimeout(() => resolve({ claims: { admin } }), claimsDelay)),
  });
  return {
    auth,
    observers,
    setUser,
    makeUser,
    accounts: new Map<string, FakeUser>(),
    initializeAuth: vi.fn(),
  };
});

vi.mock('firebase/auth', () => ({
  browserLocalPersistence: { type: 'LOCAL' },
  inMemoryPersistence: { type: 'NONE' },
  connectAuthEmulator: vi.fn(),
  initializeAuth: fake.initializeAuth,
  onAuthStateChanged: (_auth: unknown, observer: (user: unknown) => void) => {
    fake.observers.add(observer);
    // Like Firebase: the first call, made asynchronously, reports whoever is signed in by then.
    queueMicrotask(() => observer(fake.auth.currentUser));
    return () => fake.observers.delete(observer);
  },
  signInWithEmailAndPassword: async (_auth: unknown, email: string) => {
    const user = fake.accounts.get(email);
    if (!user)
      throw Object.assign(new Error('Firebase: Error'), { code: 'auth/invalid-credential' });
    fake.setUser(user);
    return { user };
  },
  signOut: async () => fake.setUser(null),
}));

const SESSION_KEY = 'firebase:authUser:fake-api-key:[DEFAULT]';
const CONFIG = {
  apiKey: 'fake-api-key',
  authDomain: 'demo-x.firebaseapp.com',
  projectId: 'demo-x',
  storageBucket: 'demo-x.appspot.com',
  appId: '1:0:web:0',
};

let apps = 0;
const newBackend = () =>
  createFirebaseBackend({ config: CONFIG, appName: `auth-test-${(apps += 1)}` });

function watch(backend: ReturnType<typeof newBackend>) {
  const seen: (AuthUser | null)[] = [];
  const unsubscribe = backend.auth.onAuthStateChanged((user) => seen.push(user));
  return { seen, unsubscribe };
}

const admin = fake.makeUser('admin@example.test', true);
const member = fake.makeUser('member@example.test', false);

beforeEach(() => {
  fake.initializeAuth.mockReset();
  fake.initializeAuth.mockImplementation(() => fake.auth);
  fake.observers.clear();
  fake.auth.currentUser = null;
  fake.accounts.clear();
  fake.accounts.set(admin.email, admin);
  fake.accounts.set(member.email, member);
});

afterEach(() => {
  localStorage.clear();
});

describe('Firebase auth, lazily loaded', () => {
  it('tells a visitor without a stored session "nobody" without loading Auth', async () => {
    const backend = newBackend();
    const { seen, unsubscribe } = watch(backend);
    expect(seen).toEqual([]);
    await vi.waitFor(() => expect(seen).toEqual([null]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.initializeAuth).not.toHaveBeenCalled();

    // Writes are refused as "sign in" before touching Firebase, still without Auth.
    await expect(
      backend.codes.create({ code: 'X', neverExpires: true, expirationDate: null }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(fake.initializeAuth).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('loads Auth when a session is stored, and reports its user with the admin claim', async () => {
    localStorage.setItem(SESSION_KEY, '{}');
    fake.auth.currentUser = admin;
    const { seen, unsubscribe } = watch(newBackend());
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(fake.initializeAuth).toHaveBeenCalledTimes(1);
    expect(fake.initializeAuth.mock.calls[0]?.[1]).toEqual({ persistence: { type: 'LOCAL' } });
    expect(seen).toEqual([
      {
        uid: 'uid-admin@example.test',
        email: 'admin@example.test',
        displayName: '',
        isAdmin: true,
        createdAt: '2025-03-04T05:06:07.000Z',
        lastSignInAt: null,
      },
    ]);
    unsubscribe();
  });

  it('loads Auth when another tab signs in', async () => {
    const { seen, unsubscribe } = watch(newBackend());
    await vi.waitFor(() => expect(seen).toEqual([null]));

    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    expect(fake.initializeAuth).not.toHaveBeenCalled();

    fake.auth.currentUser = member;
    localStorage.setItem(SESSION_KEY, '{}');
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: '{}' }));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toMatchObject({ email: 'member@example.test', isAdmin: false });
    expect(fake.initializeAuth).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('follows a sign-in and sign-out in this tab, reporting each change once', async () => {
    const backend = newBackend();
    const { seen, unsubscribe } = watch(backend);
    await vi.waitFor(() => expect(seen).toEqual([null]));

    const user = await backend.auth.signIn('admin@example.test', 'secret');
    expect(user).toMatchObject({ email: 'admin@example.test', isAdmin: true });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual(user);

    await backend.auth.signOut();
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[2]).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(3);
    unsubscribe();
  });

  it('refuses bad credentials with the one login message', async () => {
    await expect(newBackend().auth.signIn('nobody@example.test', 'x')).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Login failed. Please check your credentials.',
    });
  });

  it('reports users in event order even when an earlier claim lookup is slower', async () => {
    const slow = fake.makeUser('slow@example.test', true, 40);
    const fast = fake.makeUser('fast@example.test', false, 0);
    localStorage.setItem(SESSION_KEY, '{}');
    const { seen, unsubscribe } = watch(newBackend());
    await vi.waitFor(() => expect(seen).toEqual([null]));

    fake.setUser(slow);
    fake.setUser(fast);
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen.map((user) => user?.email)).toEqual([
      undefined,
      'slow@example.test',
      'fast@example.test',
    ]);
    unsubscribe();
  });

  it('stops for good when unsubscribed before Auth finished loading', async () => {
    localStorage.setItem(SESSION_KEY, '{}');
    fake.auth.currentUser = admin;
    const { seen, unsubscribe } = watch(newBackend());
    unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    expect(fake.observers.size).toBe(0);
  });

  it('lets only an admin past the write guard', async () => {
    const backend = newBackend();
    await backend.auth.signIn('member@example.test', 'secret');
    await expect(backend.guides.remove('g1')).rejects.toMatchObject({ code: 'forbidden' });

    await backend.auth.signIn('admin@example.test', 'secret');
    // Past the guard, the file checks run before anything reaches Storage.
    const text = new File(['<svg onload="x()"></svg>'], 'a.png', { type: 'image/png' });
    await expect(backend.files.upload(text, { folder: 'heroes' })).rejects.toMatchObject({
      code: 'invalid',
      message: 'Not a valid image: only PNG, JPEG, WebP, GIF or AVIF files are accepted.',
    });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png');
    await expect(backend.files.upload(huge, { folder: 'heroes' })).rejects.toMatchObject({
      code: 'too-large',
      message: 'The file is too large: images must be at most 5 MB.',
    });
  });

  it('still follows a sign-in after Auth once failed to load', async () => {
    const user: AuthUser = {
      uid: 'u1',
      email: 'admin@example.test',
      displayName: '',
      isAdmin: true,
      createdAt: '2025-03-04T05:06:07.000Z',
      lastSignInAt: null,
    };
    const kit: AuthKit = {
      signIn: async () => user,
      signOut: async () => {},
      watch(listener) {
        queueMicrotask(() => listener(user));
        return () => {};
      },
      role: async () => 'admin',
      email: () => user.email,
      byline: () => user.email,
      updateDisplayName: async () => user,
      changePassword: async () => {},
    };
    // Services whose first Auth download fails (offline) and whose second one works.
    let loads = 0;
    const starts = new Set<() => void>();
    const authKit = lazyModule(
      async () => {
        loads += 1;
        if (loads === 1) throw new Error('chunk failed');
        return kit;
      },
      () => {
        for (const start of [...starts]) start();
      },
    );
    const services: FirebaseServices = {
      firestore: () => {
        throw new Error('not used');
      },
      auth: authKit,
      authIfStarted: authKit.ifStarted,
      onAuthStart(listener) {
        starts.add(listener);
        return () => starts.delete(listener);
      },
      storage: () => Promise.reject(new Error('not used')),
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const auth = createFirebaseAuth(services);
    const seen: (AuthUser | null)[] = [];
    const unsubscribe = auth.onAuthStateChanged((reported) => seen.push(reported));
    await vi.waitFor(() => expect(seen).toEqual([null]));

    await expect(auth.signIn('admin@example.test', 'secret')).rejects.toThrow('chunk failed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([null]);

    await auth.signIn('admin@example.test', 'secret');
    await vi.waitFor(() => expect(seen).toEqual([null, user]));
    unsubscribe();
    warn.mockRestore();
  });
});

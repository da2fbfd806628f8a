import type { AuthApi, Backend } from '../backend/contract';
import { BackendError, notFound } from '../domain/errors';
import type { AuthUser } from '../domain/user';

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    uid: 'u1',
    email: 'admin@example.com',
    displayName: 'Admin',
    isAdmin: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    lastSignInAt: null,
    ...overrides,
  };
}

export interface FakeAuth extends AuthApi {
  /** Simulates a change reported by the service (expiry, another tab). */
  emit(user: AuthUser | null): void;
}

/** In-memory auth: accepts one account, reports changes like the real adapters do. */
export function createFakeAuth(options: {
  initialUser?: AuthUser | null;
  account?: { email: string; password: string; user: AuthUser };
}): FakeAuth {
  let current = options.initialUser ?? null;
  const listeners = new Set<(user: AuthUser | null) => void>();
  const emit = (user: AuthUser | null) => {
    current = user;
    for (const listener of listeners) listener(user);
  };
  return {
    emit,
    async signIn(email, password) {
      const account = options.account;
      if (!account || account.email !== email || account.password !== password) {
        throw new BackendError('unauthenticated', 'Login failed. Please check your credentials.');
      }
      emit(account.user);
      return account.user;
    },
    async signOut() {
      emit(null);
    },
    onAuthStateChanged(listener) {
      listeners.add(listener);
      queueMicrotask(() => {
        if (listeners.has(listener)) listener(current);
      });
      return () => listeners.delete(listener);
    },
  };
}

const missing = async (): Promise<never> => {
  throw notFound('This item');
};

/** A Backend with empty data and the given auth; screens under test only read what they need. */
export function createFakeBackend(auth: AuthApi = createFakeAuth({})): Backend {
  return {
    name: 'http',
    capabilities: { sessions: true, backups: true },
    auth,
    heroes: {
      list: async () => [],
      get: missing,
      create: missing,
      update: missing,
      remove: missing,
      importMany: async () => ({ imported: 0, skipped: 0, errors: [] }),
    },
    codes: { list: async () => [], create: missing, update: missing, remove: missing },
    guides: {
      list: async () => [],
      get: missing,
      create: missing,
      update: missing,
      remove: missing,
    },
    settings: { getGuildTable: missing, saveGuildTable: missing },
    media: { listSlots: async () => [], setSlotImage: missing },
    files: { upload: missing, remove: missing },
    backups: {
      downloadUrl: () => '/api/backup',
      download: missing,
      list: async () => [],
      restore: missing,
    },
  };
}

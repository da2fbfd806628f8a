import type { AuthApi, Backend } from '../backend/contract';
import { RECORD_KINDS, type RecordKind } from '../domain/kinds';
import { BackendError, invalid, notFound } from '../domain/errors';
import { previewImport } from '../domain/heroImportRun';
import { NO_SITE_SETTINGS } from '../domain/siteSettings';
import {
  WRONG_CURRENT_PASSWORD,
  type AccountSession,
  type AuthUser,
  type TrustedBrowser,
} from '../domain/user';

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

/**
 * In-memory auth: accepts one account, reports changes like the real adapters do, and keeps the
 * given sessions (ending them removes them; a password change keeps only the current one).
 */
export function createFakeAuth(options: {
  initialUser?: AuthUser | null;
  account?: { email: string; password: string; user: AuthUser };
  sessions?: AccountSession[];
  trustedBrowsers?: TrustedBrowser[];
  setupNotice?: string;
}): FakeAuth {
  let current = options.initialUser ?? null;
  let sessions = [...(options.sessions ?? [])];
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
    async listSessions() {
      return {
        sessions: sessions.map((session) => ({ ...session })),
        trustedBrowsers: (options.trustedBrowsers ?? []).map((browser) => ({ ...browser })),
        setupNotice: options.setupNotice ?? null,
      };
    },
    async endSession(id) {
      if (!sessions.some((session) => session.id === id)) throw notFound('This session');
      sessions = sessions.filter((session) => session.id !== id);
    },
    async endOtherSessions() {
      const before = sessions.length;
      sessions = sessions.filter((session) => session.current);
      return before - sessions.length;
    },
    async changePassword(currentPassword, newPassword) {
      const account = options.account;
      if (!account || account.password !== currentPassword) {
        throw invalid(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      account.password = newPassword;
      sessions = sessions.filter((session) => session.current);
    },
    async updateDisplayName(displayName) {
      if (!current) throw new BackendError('unauthenticated', 'Sign in as an admin to do this.');
      const user = { ...current, displayName: displayName.trim() };
      emit(user);
      return user;
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

/** A record kind's API without any item. */
const emptyRecords = () => ({
  list: async () => [],
  get: missing,
  create: missing,
  update: missing,
  remove: missing,
});

/** A Backend with empty data and the given auth; screens under test only read what they need. */
export function createFakeBackend(auth: AuthApi = createFakeAuth({})): Backend {
  return {
    name: 'http',
    capabilities: { sessions: true, backups: true },
    auth,
    ...(Object.fromEntries(RECORD_KINDS.map((kind) => [kind, emptyRecords()])) as Record<
      RecordKind,
      ReturnType<typeof emptyRecords>
    >),
    heroes: {
      list: async () => [],
      get: missing,
      create: missing,
      update: missing,
      remove: missing,
      previewImport: async (data) =>
        previewImport(data, [], [], [], [], { sanitize: (html) => html, isOwnImage: () => false }),
      importMany: async () => ({ imported: 0, updated: 0, unchanged: 0, skipped: 0, errors: [] }),
    },
    guides: {
      list: async () => [],
      listDrafts: async () => [],
      get: missing,
      create: missing,
      update: missing,
      remove: missing,
    },
    settings: {
      getGuildTable: missing,
      saveGuildTable: missing,
      getSite: async () => ({ ...NO_SITE_SETTINGS }),
      saveSite: missing,
    },
    media: { listSlots: async () => [], setSlotImage: missing },
    files: { upload: missing, remove: missing, list: async () => [], removeUnused: async () => 0 },
    history: {
      versions: async () => [],
      restoreVersion: missing,
      activity: async () => [],
      trash: async () => [],
      listTrash: async () => [],
      restoreFromTrash: missing,
      purge: missing,
    },
    backups: {
      downloadUrl: () => '/api/backup',
      download: missing,
      list: async () => [],
      restore: missing,
    },
  };
}

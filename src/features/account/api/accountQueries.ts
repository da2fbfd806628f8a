import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Backend } from '../../../backend';
import { queryKeyRoot } from '../../../data/queryKeyRoots';

export const accountKeys = {
  all: queryKeyRoot('account'),
  /** Per account, so a tab that signs in as someone else never shows the previous list. */
  sessions: (uid: string) => [...accountKeys.all, 'sessions', uid] as const,
};

export const accountQueries = {
  /** The signed-in admin's sessions (only where `backend.capabilities.sessions`). */
  sessions: (backend: Backend, uid: string) =>
    queryOptions({
      queryKey: accountKeys.sessions(uid),
      queryFn: () => backend.auth.listSessions(),
      // Other browsers come and go: the list is read again each time the page is opened.
      staleTime: 0,
    }),
};

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** The Account page's writes; each reads the sessions again once it succeeds. */
export function accountMutations(backend: Backend) {
  const meta = { invalidates: [accountKeys.all] };
  return {
    endSession: mutationOptions({ mutationFn: (id: string) => backend.auth.endSession(id), meta }),
    endOtherSessions: mutationOptions({
      mutationFn: () => backend.auth.endOtherSessions(),
      meta,
    }),
    changePassword: mutationOptions({
      mutationFn: ({ currentPassword, newPassword }: PasswordChange) =>
        backend.auth.changePassword(currentPassword, newPassword),
      meta,
    }),
  };
}

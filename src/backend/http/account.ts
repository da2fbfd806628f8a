import type { AccountSessions } from '../../domain/user';
import type { AuthApi } from '../contract';
import type { HttpClient } from './client';

/** What an admin does with their own account: sessions and password. */
export type AccountApi = Pick<
  AuthApi,
  'listSessions' | 'endSession' | 'endOtherSessions' | 'changePassword'
>;

/** The signed-in admin's sessions and password (docs/product.md#account). */
export function createHttpAccount(client: HttpClient): AccountApi {
  return {
    async listSessions() {
      const answer = await client.request<AccountSessions>('GET', 'api/auth/sessions');
      return {
        sessions: answer.sessions,
        trustedBrowsers: answer.trustedBrowsers,
        setupNotice: answer.setupNotice,
      };
    },

    async endSession(id) {
      await client.request<void>('DELETE', `api/auth/sessions/${encodeURIComponent(id)}`);
    },

    async endOtherSessions() {
      const { ended } = await client.request<{ ended: number }>(
        'POST',
        'api/auth/sessions/end-others',
      );
      return ended;
    },

    async changePassword(currentPassword, newPassword) {
      await client.request<{ ended: number }>('POST', 'api/auth/password', {
        body: { currentPassword, newPassword },
      });
    },
  };
}

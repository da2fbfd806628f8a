import { useAuth } from '../../backend/useAuth';
import { useBackend } from '../../backend';
import { usePageTitle } from '../../ui/usePageTitle';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DisplayNameForm } from './DisplayNameForm';
import { SessionsSection } from './SessionsSection';
import './account.css';

export const FIREBASE_SESSIONS_NOTE =
  'Sessions are managed by Firebase Authentication, so they are not listed here. Changing your password signs your other browsers out within the hour.';

/** `/admin/account` (docs/product.md#account): the signed-in admin's display name, sessions and password. */
export function AccountPage() {
  usePageTitle('Account');
  const backend = useBackend();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className="page account">
      <h1>Account</h1>
      <p className="page__lead">Signed in as {user.email}.</p>
      <DisplayNameForm displayName={user.displayName} />
      {backend.capabilities.sessions ? (
        <SessionsSection uid={user.uid} />
      ) : (
        <section className="account__section" aria-labelledby="account-sessions-heading">
          <h2 id="account-sessions-heading">Sessions</h2>
          <p>{FIREBASE_SESSIONS_NOTE}</p>
        </section>
      )}
      <ChangePasswordForm />
    </section>
  );
}

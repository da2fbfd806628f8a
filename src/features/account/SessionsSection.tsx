import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useBackend } from '../../backend';
import { errorMessage } from '../../domain/errors';
import type { AccountSession, TrustedBrowser } from '../../domain/user';
import { useConfirm } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { accountMutations, accountQueries } from './api/accountQueries';

// Shown in the admin's own time zone: the page is never rendered on the server.
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatTime = (iso: string) => timeFormat.format(new Date(iso));

export const END_OTHERS_QUESTION =
  'Sign out every other browser signed in to your account? They will need your password to sign in again.';

const endedMessage = (count: number) =>
  count === 0
    ? 'There were no other sessions to sign out.'
    : `Signed out ${count} other ${count === 1 ? 'session' : 'sessions'}.`;

/** A browser of the account's: its name, "This device" when it is this one, and its dates. */
function DeviceItem({
  testId,
  browser,
  current,
  details,
  children,
}: {
  testId: string;
  browser: string;
  current: boolean;
  details: [term: string, value: string][];
  children?: ReactNode;
}) {
  return (
    <li className="session" data-testid={testId}>
      <div className="session__head">
        <span className="session__browser">{browser}</span>
        {current && <span className="session__badge">This device</span>}
      </div>
      <dl className="session__details">
        {details.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}

function SessionItem({
  session,
  onSignOut,
  busy,
}: {
  session: AccountSession;
  onSignOut: () => void;
  busy: boolean;
}) {
  const address = session.address || 'unknown address';
  return (
    <DeviceItem
      testId="session"
      browser={session.browser}
      current={session.current}
      details={[
        ['Address', address],
        ['Signed in', formatTime(session.createdAt)],
        ['Last active', formatTime(session.lastUsedAt)],
      ]}
    >
      {!session.current && (
        <button
          type="button"
          className="button button--secondary session__sign-out"
          aria-label={`Sign out ${session.browser} at ${address}`}
          disabled={busy}
          onClick={onSignOut}
        >
          Sign out
        </button>
      )}
    </DeviceItem>
  );
}

const TrustedBrowserItem = ({ browser }: { browser: TrustedBrowser }) => (
  <DeviceItem
    testId="trusted-browser"
    browser={browser.browser}
    current={browser.current}
    details={[
      ['First signed in', formatTime(browser.createdAt)],
      ['Last signed in', formatTime(browser.lastSignInAt)],
    ]}
  />
);

/**
 * "Sessions" (docs/product.md#account): every browser signed in to this admin's account, with a
 * way to sign out one of them or all but this one; the browsers trusted for sign-in; and a notice
 * when the server's set-up weakens sign-in protection.
 */
export function SessionsSection({ uid }: { uid: string }) {
  const id = useId();
  const backend = useBackend();
  const sessions = useQuery(accountQueries.sessions(backend, uid));
  const writes = accountMutations(backend);
  const endSession = useMutation(writes.endSession);
  const endOthers = useMutation(writes.endOtherSessions);
  const confirm = useConfirm();
  const toast = useToast();
  const busy = endSession.isPending || endOthers.isPending;
  const others = sessions.data?.sessions.filter((session) => !session.current).length ?? 0;
  const trusted = sessions.data?.trustedBrowsers ?? [];

  async function signOut(session: AccountSession) {
    try {
      await endSession.mutateAsync(session.id);
      toast(`Signed out ${session.browser}.`, { tone: 'success' });
    } catch (error) {
      toast(`Failed to sign out that session: ${errorMessage(error)}`, { tone: 'error' });
    }
  }

  async function signOutOthers() {
    if (!(await confirm(END_OTHERS_QUESTION, { confirmLabel: 'Sign out everywhere else' }))) {
      return;
    }
    try {
      toast(endedMessage(await endOthers.mutateAsync()), { tone: 'success' });
    } catch (error) {
      toast(`Failed to sign out the other sessions: ${errorMessage(error)}`, { tone: 'error' });
    }
  }

  return (
    <section className="account__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Sessions</h2>
      <p>Browsers signed in to your account, the most recently active first.</p>
      {sessions.isPending && <Spinner label="Loading sessions…" />}
      {sessions.isError && <LoadError summary="Failed to load sessions" query={sessions} />}
      {sessions.data?.setupNotice && (
        <p className="account__notice" role="note">
          {sessions.data.setupNotice}
        </p>
      )}
      {sessions.data && (
        <>
          <ul className="sessions" aria-label="Signed-in sessions">
            {sessions.data.sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                busy={busy}
                onSignOut={() => void signOut(session)}
              />
            ))}
          </ul>
          <button
            type="button"
            className="button button--danger"
            disabled={busy || others === 0}
            onClick={() => void signOutOthers()}
          >
            Sign out everywhere else
          </button>
          <h3>Trusted browsers</h3>
          <p>
            Browsers that signed in to your account before: wrong passwords others try from the same
            address never keep them from signing in. Signing out everywhere else and changing your
            password forget all but this one.
          </p>
          {trusted.length === 0 ? (
            <p>No trusted browsers.</p>
          ) : (
            <ul className="sessions" aria-label="Trusted browsers">
              {trusted.map((browser) => (
                <TrustedBrowserItem key={browser.id} browser={browser} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

import { Suspense } from 'react';
import { useIsAdmin } from '../../backend/useAuth';
import { visibleCodes } from '../../domain/codeStatus';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { lazyAdminPart } from '../../ui/lazyNamed';
import { usePageTitle } from '../../ui/usePageTitle';
import { CodeList } from './CodeList';
import { useCodes } from './api/codeQueries';
import { useNow } from './useNow';
import './codes.css';

/** The page's title, in the tab and in its head on the server (src/app/serverParts.ts). */
export const CODES_TITLE = 'Codes';

// Admin-only: the add/edit/delete screens are downloaded only once an admin is signed in.
const AdminCodes = lazyAdminPart(() => import('./admin/AdminCodes'), 'AdminCodes');

export function CodesPage() {
  usePageTitle(CODES_TITLE);
  const isAdmin = useIsAdmin();
  const now = useNow();
  const codes = useCodes();

  return (
    <section className="page codes">
      <h1>{CODES_TITLE}</h1>
      <p className="page__lead">
        Redemption codes that still work, with how long each one stays valid. Tap a code to copy it.
      </p>
      {codes.isPending && <Spinner label="Loading codes…" />}
      {codes.isError && <LoadError summary="Failed to load codes" query={codes} />}
      {codes.isSuccess &&
        (isAdmin ? (
          <Suspense fallback={<Spinner />}>
            <AdminCodes codes={visibleCodes(codes.data, now, true)} now={now} />
          </Suspense>
        ) : (
          <CodeList codes={visibleCodes(codes.data, now, false)} now={now} />
        ))}
    </section>
  );
}

import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '../../backend/useAuth';
import { watchHistory } from '../../ui/historyGuard';
import { Spinner } from '../../ui/Spinner';
import { lazyAdminPart, preloadAdminParts, setAdminSession } from '../../ui/lazyNamed';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { Sidebar } from './Sidebar';

// Admin-only code: fetched the first time an admin is signed in, never by visitors.
const AdminBar = lazyAdminPart(() => import('../../features/auth/AdminBar'), 'AdminBar');

const SIDEBAR_ID = 'site-sidebar';

export function AppLayout() {
  const location = useLocation();
  const auth = useAuth();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // An admin's tools load as soon as the session is known to be an admin's (another tab's
  // sign-in, a page rendered in the browser), and pages opened later bring theirs along.
  useEffect(() => {
    setAdminSession(auth.isAdmin);
    if (auth.isAdmin) void preloadAdminParts();
  }, [auth.isAdmin]);
  // The menu is open for the location it was opened on, so any navigation (links, back button)
  // closes it without an effect.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;

  const toggleMenu = useCallback(
    () => setMenuOpenAt((openAt) => (openAt === location.key ? null : location.key)),
    [location.key],
  );
  // Back and Forward close it too when a page keeps them from moving (a leave question's Cancel).
  useEffect(() => {
    if (menuOpen) return watchHistory(() => setMenuOpenAt(null));
  }, [menuOpen]);
  const closeMenu = useCallback((dismissed: boolean) => {
    setMenuOpenAt(null);
    if (dismissed) menuButtonRef.current?.focus();
  }, []);

  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Header
        menuOpen={menuOpen}
        onToggleMenu={toggleMenu}
        menuButtonRef={menuButtonRef}
        sidebarId={SIDEBAR_ID}
        user={auth.user}
        onSignOut={auth.signOut}
      />
      {auth.isAdmin && auth.user && (
        <Suspense fallback={null}>
          <AdminBar email={auth.user.email} />
        </Suspense>
      )}
      <Sidebar id={SIDEBAR_ID} open={menuOpen} onClose={closeMenu} />
      <main id="main-content" className="main" tabIndex={-1}>
        <PageErrorBoundary key={location.pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { useAuth } from '../../backend/useAuth';
import { paths } from '../../domain/paths';

function AdminsOnly({ email }: { email: string }) {
  usePageTitle('Admins only');
  return (
    <section className="page">
      <h1>Admins only</h1>
      <p>
        You are signed in as {email}, but this page is for admins. Ask a main contributor in the
        community chat if you need admin access.
      </p>
    </section>
  );
}

/**
 * Guards admin routes: visitors go to the login page and come back here after signing in.
 * The server checks the session on every write anyway; this keeps people out of dead-end forms.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, isAdmin, loading } = useAuth();
  const location = useLocation();

  if (loading) return <Spinner label="Checking your sign-in…" />;
  if (!user) return <Navigate to={paths.login.href()} state={{ from: location }} replace />;
  if (!isAdmin) return <AdminsOnly email={user.email} />;
  return children ?? <Outlet />;
}

import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isBackendError } from '../../domain/errors';
import { preloadAdminParts, setAdminSession } from '../../ui/lazyNamed';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { useAuth } from '../../backend/useAuth';
import { paths } from '../../domain/paths';

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your credentials.';

/** Where the guard sent us from (RequireAdmin puts it in the navigation state). */
function returnPath(state: unknown): string {
  if (state === null || typeof state !== 'object') return paths.heroes.href();
  const from = (state as { from?: unknown }).from;
  if (from === null || typeof from !== 'object') return paths.heroes.href();
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return paths.heroes.href();
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/** Bad credentials never say which field was wrong; throttling and outages say what happened. */
function loginErrorMessage(error: unknown): string {
  if (isBackendError(error, 'rate-limited') || isBackendError(error, 'unavailable')) {
    return error.message;
  }
  return LOGIN_FAILED_MESSAGE;
}

interface Credentials {
  email: string;
  password: string;
}

const LOGIN_FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

interface LoginPageProps {
  /** Loads the code of the page at a path, so that it opens whole once signed in. */
  preparePage?: (path: string) => Promise<unknown>;
}

export function LoginPage({ preparePage }: LoginPageProps) {
  usePageTitle('Admin Login');
  const { signIn, isAdmin, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { register, handleSubmit, setError, formState } = useForm<Credentials>({
    defaultValues: { email: '', password: '' },
  });
  // Cleared by react-hook-form on the next submit.
  const failure = formState.errors.root?.signIn?.message;

  async function submit({ email, password }: Credentials) {
    const target = returnPath(location.state);
    // The page's own code loads meanwhile (anyone may read it); its admin tools once the account
    // is known to be an admin's, so the page opens with them in place.
    const page = preparePage?.(target).catch(() => undefined);
    let user;
    try {
      user = await signIn(email.trim(), password);
    } catch (error) {
      setError('root.signIn', { message: loginErrorMessage(error) });
      return;
    }
    setAdminSession(user.isAdmin);
    if (user.isAdmin) await Promise.all([page, preloadAdminParts()]);
    navigate(target, { replace: true });
  }

  // An admin already signed in has nothing to do here: on to where a sign-in would have gone
  // (docs/product.md#admin-login). Not while this form signs someone in: it navigates itself.
  if (!formState.isSubmitting && !formState.isSubmitSuccessful) {
    if (loading) return <Spinner label="Checking your sign-in…" />;
    if (isAdmin) return <Navigate to={returnPath(location.state)} replace />;
  }

  return (
    <section className="page page--narrow">
      <h1>Admin Login</h1>
      <form className="form" onSubmit={handleSubmit(submit)}>
        {LOGIN_FIELDS.map(({ name, label, type, autoComplete }) => (
          <div className="form__field" key={name}>
            <label htmlFor={`login-${name}`}>{label}</label>
            <input
              id={`login-${name}`}
              type={type}
              required
              autoComplete={autoComplete}
              {...register(name)}
            />
          </div>
        ))}
        {failure && (
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}

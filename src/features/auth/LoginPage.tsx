import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { isBackendError } from '../../domain/errors';
import { usePageTitle } from '../../ui/usePageTitle';
import { useAuth } from '../../backend/useAuth';

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your credentials.';

/** Where the guard sent us from (RequireAdmin puts it in the navigation state). */
function returnPath(state: unknown): string {
  if (state === null || typeof state !== 'object') return '/heroes';
  const from = (state as { from?: unknown }).from;
  if (from === null || typeof from !== 'object') return '/heroes';
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return '/heroes';
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

export function LoginPage() {
  usePageTitle('Admin Login');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { register, handleSubmit, setError, formState } = useForm<Credentials>({
    defaultValues: { email: '', password: '' },
  });
  // Cleared by react-hook-form on the next submit.
  const failure = formState.errors.root?.signIn?.message;

  async function submit({ email, password }: Credentials) {
    try {
      await signIn(email.trim(), password);
      navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      setError('root.signIn', { message: loginErrorMessage(error) });
    }
  }

  return (
    <section className="page page--narrow">
      <h1>Admin Login</h1>
      <form className="form" onSubmit={handleSubmit(submit)}>
        <div className="form__field">
          <label htmlFor="login-email">Email</label>
          <input
            id="login-email"
            type="email"
            required
            autoComplete="username"
            {...register('email')}
          />
        </div>
        <div className="form__field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            type="password"
            required
            autoComplete="current-password"
            {...register('password')}
          />
        </div>
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

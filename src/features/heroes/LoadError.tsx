import { errorMessage } from '../../domain/errors';

/** A failed read, said plainly, with a way to try again. */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className="heroes__error" role="alert">
      <p>
        Failed to load {what}: {errorMessage(error)}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

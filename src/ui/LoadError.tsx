import { errorMessage } from '../domain/errors';

interface LoadErrorProps {
  /** What failed, in the page's words, e.g. "Failed to load heroes". */
  summary: string;
  /** The failed read (a TanStack Query result): its error, and asking again. */
  query: { error: unknown; refetch: () => unknown };
}

/** A failed read, said plainly with the reason, and a way to try again. */
export function LoadError({ summary, query }: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <p>
        {summary}: {errorMessage(query.error)}
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void query.refetch()}
      >
        Retry
      </button>
    </div>
  );
}

import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { BackendError, isBackendError, isBackendErrorCode } from '../domain/errors';
import type { AuthUser } from '../domain/user';

/** The id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const PAGE_STATE_ID = 'page-state';

/**
 * What the server knew when it rendered a page, so the browser's first render is the same:
 * the data the page read, who was signed in, and the time its time-dependent labels used.
 */
export interface PageState {
  queries: DehydratedState;
  user: AuthUser | null;
  renderedAt: number;
}

interface PlainError {
  code: string;
  message: string;
}

/**
 * The page's data as JSON. A missing record travels too, as its error code and message, so the
 * browser shows the same not-found message instead of loading it again behind a spinner.
 */
export function dehydratePage(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || isBackendError(query.state.error, 'not-found'),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (isBackendError(error)) {
      const plain: PlainError = { code: error.code, message: error.message };
      (query.state as { error: unknown }).error = plain;
    }
  }
  return state;
}

function reviveError(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { code, message } = value as Partial<PlainError>;
  return isBackendErrorCode(code) ? new BackendError(code, String(message ?? '')) : value;
}

/** Reads the state a server-rendered page carries (null when the page was not server-rendered). */
export function readPageState(document: Document): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as PageState;
  for (const query of state.queries.queries) {
    if (query.state.error) {
      (query.state as { error: unknown }).error = reviveError(query.state.error);
    }
  }
  return state;
}

export function hydratePage(client: QueryClient, state: PageState): void {
  hydrate(client, state.queries);
}

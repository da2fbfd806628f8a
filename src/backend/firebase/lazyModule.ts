import { toBackendError } from './errors';

/**
 * A module loaded with `import()` on first use, so that what only some calls need stays out of
 * the visitor's first download. A failed download (offline) is reported as `unavailable` and
 * tried again on the next call.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw toBackendError(error);
    });
    return pending;
  };
}

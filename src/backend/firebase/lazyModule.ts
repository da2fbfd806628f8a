import { toBackendError } from './errors';

export interface LazyModule<T> {
  /** The module, loading it on the first call (and on the first call after a failed load). */
  (): Promise<T>;
  /** The load under way or done; null while nothing asked for it, or since the last one failed. */
  ifStarted(): Promise<T> | null;
}

/**
 * A module loaded with `import()` on first use, so that what only some calls need stays out of
 * the visitor's first download. A failed download (offline) is reported as a BackendError and
 * tried again on the next call. `onStart` is called each time a load starts.
 */
export function lazyModule<T>(load: () => Promise<T>, onStart?: () => void): LazyModule<T> {
  let pending: Promise<T> | null = null;
  const get = () => {
    if (!pending) {
      pending = load().catch((error: unknown) => {
        pending = null;
        throw toBackendError(error);
      });
      // After `pending` is set, so that a listener asking for the module joins this load.
      onStart?.();
    }
    return pending;
  };
  return Object.assign(get, { ifStarted: () => pending });
}

import { BackendError } from '../../domain/errors';
import { UNAVAILABLE_MESSAGE } from './client';

type AsyncMethods<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => Promise<R>
    : never;
};

/**
 * An API whose code loads on its first call, so that what only admins use (uploads, history,
 * backups, their account) stays out of a visitor's first download (docs/decisions.md#visitor-budget).
 * Each of `methods` loads the module once, then calls through. A module that fails to download
 * (offline, or a deploy replaced it) fails that call as `unavailable`, and the next call tries again.
 */
export function deferredApi<T extends object>(
  load: () => Promise<T>,
  methods: readonly (keyof T & string)[],
): AsyncMethods<T> {
  let pending: Promise<T> | null = null;
  const api = () =>
    (pending ??= load().catch(() => {
      pending = null;
      throw new BackendError('unavailable', UNAVAILABLE_MESSAGE);
    }));
  const result: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of methods) {
    result[name] = async (...args) => {
      const loaded = (await api()) as Record<string, (...args: unknown[]) => Promise<unknown>>;
      return loaded[name]!(...args);
    };
  }
  return result as AsyncMethods<T>;
}

type AsyncMethods<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => Promise<R>
    : never;
};

/**
 * An API whose code loads on its first call, so that what only admins use (uploads, history,
 * backups, their account) stays out of a visitor's first download (docs/decisions.md#visitor-budget).
 * Each of `methods` calls `load`, then the loaded API's method of the same name. `load` loads once
 * and reports a failed download as a BackendError (src/backend/firebase/lazyModule.ts, or the HTTP
 * adapter's own).
 */
export function deferredApi<T extends object>(
  api: () => Promise<T>,
  methods: readonly (keyof T & string)[],
): AsyncMethods<T> {
  const result: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of methods) {
    result[name] = async (...args) => {
      const loaded = (await api()) as Record<string, (...args: unknown[]) => Promise<unknown>>;
      return loaded[name]!(...args);
    };
  }
  return result as AsyncMethods<T>;
}

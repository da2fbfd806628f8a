/**
 * An object with one property for each of `keys`, in their order, each `valueOf(key)`. The one
 * place a loop over keys becomes a typed object: TypeScript cannot see that a loop sets every key,
 * so the result is asserted here, once, for every caller.
 */
export function objectFromKeys<T, K extends keyof T>(
  keys: readonly K[],
  valueOf: <P extends K>(key: P) => T[P],
): Pick<T, K> {
  const result: Partial<Pick<T, K>> = {};
  for (const key of keys) result[key] = valueOf(key);
  return result as Pick<T, K>;
}

/** The keys of an object literal, typed (Object.keys says only `string`). */
export const keysOf = <T extends object>(object: T) => Object.keys(object) as (keyof T & string)[];

export interface ByteBoundedLru<V extends { readonly bytes: number }> {
  get(key: string): V | undefined;
  /** Returns whether it was stored: a value larger than the whole budget is not. */
  set(key: string, value: V): boolean;
  delete(key: string): void;
  /** Entries and bytes held now. */
  readonly size: number;
  readonly bytes: number;
}

/**
 * A map holding at most `maxBytes` of values (as each value's `bytes` says), forgetting the least
 * recently used first.
 */
export function byteBoundedLru<V extends { readonly bytes: number }>(
  maxBytes: number,
): ByteBoundedLru<V> {
  // A Map iterates in insertion order: moving each hit to the end keeps the oldest use first.
  const entries = new Map<string, V>();
  let bytes = 0;

  function remove(key: string) {
    const old = entries.get(key);
    if (old === undefined) return;
    entries.delete(key);
    bytes -= old.bytes;
  }

  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      remove(key);
      if (value.bytes > maxBytes) return false;
      entries.set(key, value);
      bytes += value.bytes;
      for (const oldKey of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldKey);
      }
      return true;
    },
    delete: remove,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

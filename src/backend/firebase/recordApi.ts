import type { RecordApi } from '../contract';
import type { RecordKind } from '../../domain/kinds';
import type { RecordReads } from './recordReads';
import type { LazyWrites } from './writes';

/**
 * A record kind's API (src/backend/contract.ts): its reads, and its writes, which load with an
 * admin's first write (writes.ts): no visitor downloads them (docs/decisions.md#visitor-budget).
 */
export function recordApi<K extends RecordKind>(
  records: RecordReads<K>,
  writes: LazyWrites,
): RecordApi<K> {
  const own = async () => (await writes()).records[records.kind];
  return {
    list: () => records.list(),
    get: (id) => records.get(id),
    create: async (input) => (await own()).create(input),
    update: async (id, input, baseVersion) => (await own()).update(id, input, baseVersion),
    remove: async (id) => (await own()).remove(id),
  };
}

import type { HistoryCollection, HistoryContent } from './history';
import { KIND_SCHEMAS } from './kindSchemas';
import { parseOrInvalid } from './validation';

/**
 * The content of a kept version, checked as a write of it today would be: restoring goes through
 * the same rules as saving (a version the rules have since outgrown is refused with their message).
 */
export function restorableContent<C extends HistoryCollection>(
  collection: C,
  content: unknown,
): HistoryContent[C] {
  return parseOrInvalid(KIND_SCHEMAS[collection], content) as HistoryContent[C];
}

/** How one backend saves restored content of each collection: its ordinary update, with the version's base. */
export type RestoreSavers = {
  [C in HistoryCollection]: (content: HistoryContent[C]) => Promise<unknown>;
};

/**
 * A restore is a save of the earlier content through the same rules as an edit: the content is
 * checked as today's write of it would be, then handed to that collection's saver.
 */
export async function restoreWith<C extends HistoryCollection>(
  collection: C,
  content: unknown,
  savers: RestoreSavers,
): Promise<void> {
  const save = savers[collection] as (content: HistoryContent[C]) => Promise<unknown>;
  await save(restorableContent(collection, content));
}

import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { ReadBackend } from '../backend';
import type { ContentCollection } from '../domain/kinds';

/** A query key of content: its first element is the collection it reads (src/data/queryKeyRoots.ts). */
export type ContentKey = readonly [ContentCollection, ...unknown[]];

/** A query's options from the backend and the id in the page's path ('' for a page without one). */
export type PageQuery<Data, Failure, Key extends ContentKey> = (
  backend: ReadBackend,
  id: string,
) => FetchQueryOptions<Data, Failure, Data, Key>;

/** One query a page's first render reads, fetched on the server before it renders. */
export interface PageRead {
  /** The collection it reads: a write to it renews the page (docs/decisions.md#response-cache). */
  collection: ContentCollection;
  fetch(backend: ReadBackend, client: QueryClient, id: string): Promise<void>;
  /** Read only when this holds of what the page's other reads brought (a hero's teams). */
  when?: (client: QueryClient, id: string) => boolean;
}

/**
 * Stands for the backend where only a query's key is wanted: a query's options hand the backend
 * to their `queryFn` alone, which is never called for the key.
 */
const KEY_ONLY = {} as ReadBackend;

/** The key `query` reads under for the id in the page's path. */
export const keyOf = <Data, Failure, Key extends ContentKey>(
  query: PageQuery<Data, Failure, Key>,
  id: string,
): Key => query(KEY_ONLY, id).queryKey;

/** A query the page reads; with `when`, only when that holds once its other reads are in. */
export function read<Data, Failure, Key extends ContentKey>(
  query: PageQuery<Data, Failure, Key>,
  when?: PageRead['when'],
): PageRead {
  return {
    collection: keyOf(query, '')[0],
    fetch: (backend, client, id) => client.prefetchQuery(query(backend, id)),
    when,
  };
}

/** What the page is made of: each collection its reads read, once, in their order. */
export const collectionsOf = (reads: readonly PageRead[]): ContentCollection[] => [
  ...new Set(reads.map((pageRead) => pageRead.collection)),
];

/**
 * Fills the query client with the data the page's first render reads: its reads at once, then
 * those that depend on what they brought.
 */
export async function fetchReads(
  reads: readonly PageRead[],
  backend: ReadBackend,
  client: QueryClient,
  id: string,
): Promise<void> {
  const fetched = (chosen: readonly PageRead[]) =>
    Promise.all(chosen.map((pageRead) => pageRead.fetch(backend, client, id)));
  await fetched(reads.filter((pageRead) => !pageRead.when));
  await fetched(reads.filter((pageRead) => pageRead.when?.(client, id)));
}

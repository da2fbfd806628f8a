import type { QueryClient } from '@tanstack/react-query';
import { isBackendError } from '../domain/errors';
import { keyOf, read, type ContentKey, type PageQuery, type PageRead } from './pageReads';
import type { PageMeta } from './pageMeta';

export type PageParams = Readonly<Record<string, string | undefined>>;

export interface PageContext {
  params: PageParams;
  /** The address's query (`?mode=…`); empty where a page's head is made without one. */
  search?: URLSearchParams;
  /** Holds the page's data, fetched for its render. */
  queryClient: QueryClient;
}

/**
 * What the server needs of a public page beyond its route and component (pages.ts), declared in
 * serverParts.ts under the page's name; only the server and the Firebase build read it, so no
 * page's queries or head enter the visitor's download.
 */
export interface PageServerPart {
  /** The component's source file, to find its chunk and styles in the build manifest. */
  source: string;
  /** What its first render reads, fetched before it renders; what it is made of follows. */
  reads: readonly PageRead[];
  /**
   * How it presents itself in its first HTML (title, description, share card), or how to read
   * that from its data. Titles are the ones the pages give the browser tab.
   */
  head: PageMeta | ((context: PageContext) => PageMeta);
  /** Left out of the sitemap: a page made only by its query (the comparison of chosen heroes). */
  unlisted?: true;
}

/**
 * The reads and head of a page showing one record, its id in the path: `query` reads it and
 * `describe` makes its head; when it does not exist, the head is `missing`, marked not found (the
 * server then answers 404). `more` are the page's other reads (lists it names its record's parts
 * by).
 */
export function recordPage<Data, Failure, Key extends ContentKey>(
  query: PageQuery<Data, Failure, Key>,
  describe: (record: Data | undefined, queryClient: QueryClient) => PageMeta,
  missing: PageMeta,
  ...more: PageRead[]
): Pick<PageServerPart, 'reads' | 'head'> {
  return {
    reads: [read(query), ...more],
    head: ({ params: { id = '' }, queryClient }) => {
      const key = keyOf(query, id);
      return isBackendError(queryClient.getQueryState(key)?.error, 'not-found')
        ? { ...missing, notFound: true }
        : describe(queryClient.getQueryData<Data>(key), queryClient);
    },
  };
}

import type { QueryClient } from '@tanstack/react-query';
import type { ReadBackend } from '../backend';
import type { ContentCollection } from '../domain/kinds';
import { paths } from '../domain/paths';
import type { LazyComponent } from '../ui/lazyNamed';
import { PUBLIC_PAGES, type PublicPageName } from './pages';
import { collectionsOf, fetchReads } from './pageReads';
import type { PageMeta } from './pageMeta';
import type { PageContext, PageParams, PageServerPart } from './pageServerPart';
import { SERVER_PARTS } from './serverParts';

export type { ContentCollection, PublicPageName };

/**
 * A page anyone may read, rendered on the server (docs/decisions.md#server-rendering): its route
 * and component, which the router has too, with its server part. Adding one:
 * docs/decisions.md#adding-a-page.
 */
export interface PublicPage extends PageServerPart {
  name: PublicPageName;
  /** Its route, below the base path (src/domain/paths.ts). */
  path: string;
  /** What the router renders there, loaded lazily (pages.ts). */
  component: LazyComponent<object>;
  /** What it shows: a write to one of them renews the page (docs/decisions.md#response-cache). */
  collections: readonly ContentCollection[];
  /** Fills the query client with the data its first render reads. */
  prefetch(backend: ReadBackend, queryClient: QueryClient, params: PageParams): Promise<void>;
}

/**
 * Every public page, in the sitemap's order. Admin pages are not listed: they stay rendered in
 * the browser.
 */
export const publicPages: readonly PublicPage[] = (
  Object.keys(PUBLIC_PAGES) as PublicPageName[]
).map((name) => {
  const part = SERVER_PARTS[name];
  return {
    ...part,
    name,
    path: paths[name].pattern,
    component: PUBLIC_PAGES[name],
    collections: collectionsOf(part.reads),
    prefetch: (backend, queryClient, { id = '' }) =>
      fetchReads(part.reads, backend, queryClient, id),
  };
});

/** The page's head for its render: its data is in the context's query client. */
export const headOf = (page: PublicPage, context: PageContext): PageMeta =>
  typeof page.head === 'function' ? page.head(context) : page.head;

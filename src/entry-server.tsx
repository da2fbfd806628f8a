/**
 * Turns a public page's URL into HTML on the server (docs/decisions.md#server-rendering): the
 * same route table, components and queries as the browser, read through the Backend contract.
 * Built by Vite as its own bundle (see vite.config.ts); server/render/ loads it.
 */
import { Readable } from 'node:stream';
import { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { getBackend, type ReadBackend } from './backend';
import { withReads } from './backend/withReads';
import { isBackendError } from './domain/errors';
import type { AuthUser } from './domain/user';
import { pageHeadTags, scriptJson, type PageAddress } from './app/pageHead';
import type { PageMeta } from './app/pageMeta';
import { dehydratePage, PAGE_STATE_ID, type PageState } from './app/pageState';
import { AppProviders } from './app/providers';
import { isBrowserOnlyPath, matchPublicPage } from './app/matchPublicPage';
import { headOf, publicPages, type ContentCollection } from './app/publicPages';
import { AppRoutes, basenameFrom } from './app/router';

export { publicPages, matchPublicPage, isBrowserOnlyPath };
export { sitemapEntries, sitemapXml } from './app/sitemap';
/** The server installs its jsdom-backed sanitizer: guide pages clean their HTML as they render. */
export { installGuideHtmlSanitizer } from './domain/sanitizeGuideHtml';
export type { ContentCollection, PageAddress };

export interface RenderRequest {
  /** The URL's path and query as requested, base path included: '/guide/heroes?tier=S'. */
  url: string;
  /** What the page reads (on our server, straight from its database). */
  backend: ReadBackend;
  /** Who is asking: an admin's page carries the admin controls. */
  user: AuthUser | null;
  now?: number;
  /** Told of an error inside the page while rendering (the page then shows its error state). */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** 404 when the page's record does not exist; 503 when its data could not be read. */
  statusCode: 200 | 404 | 503;
  meta: PageMeta;
  /** The markup inside `<div id="root">`. */
  appHtml: string;
  /** The `<script>` holding the page's state for hydration. */
  stateScript: string;
  /** Source files of the page's chunk, whose scripts and styles the HTML should preload. */
  sources: string[];
  /** Whether the lazily loaded parts of those chunks are in the HTML too (an admin's controls). */
  lazyParts: boolean;
  /** The page's head tags, once the server knows its origin. */
  head(address: PageAddress): string;
}

/** The bar an admin's pages show under the header, loaded on demand. */
const ADMIN_BAR_SOURCE = 'src/features/auth/AdminBar.tsx';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(stream)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders the public page at `url`, or returns null when no public page has that path. */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const basename = basenameFrom(import.meta.env.BASE_URL);
  const pathname = request.url.split('?')[0] ?? '/';
  if (!pathname.startsWith(`${basename}/`) && pathname !== basename) return null;
  const matched = matchPublicPage(pathname.slice(basename.length) || '/');
  if (!matched) return null;
  const { page, params } = matched;
  const renderedAt = request.now ?? Date.now();
  // No retries: the reader is waiting, and the browser tries again after hydrating.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all([
    page.prefetch(request.backend, queryClient, params),
    page.component.preload(),
  ]);
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some(
      (query) => query.state.status === 'error' && !isBackendError(query.state.error, 'not-found'),
    );

  const backend = withReads(await getBackend(), request.backend);
  const { prelude } = await prerenderToNodeStream(
    <AppProviders
      backend={backend}
      queryClient={queryClient}
      snapshot={{ user: request.user, renderedAt }}
    >
      <StaticRouter basename={basename} location={request.url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    {
      onError: request.onError,
      // Never split the page into parts completed by inline scripts, however long it is: the
      // Content Security Policy allows no inline script, and the whole page is ready anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const rendered = await streamToString(prelude);
  // React puts its resource hints (an eager image's preload) before the markup; they belong in
  // the head, where the browser sees them first.
  const hints = /^(?:<link\b[^>]*>)*/.exec(rendered)?.[0] ?? '';
  const appHtml = rendered.slice(hints.length);
  const meta = headOf(page, {
    params,
    queryClient,
    search: new URLSearchParams(request.url.split('?')[1] ?? ''),
  });
  const state: PageState = {
    queries: dehydratePage(queryClient),
    user: request.user,
    renderedAt,
  };
  return {
    statusCode: failed ? 503 : meta.notFound ? 404 : 200,
    meta,
    appHtml,
    stateScript: `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>`,
    sources: [page.source, ...(request.user ? [ADMIN_BAR_SOURCE] : [])],
    lazyParts: request.user !== null,
    head: (address) => `${pageHeadTags(meta, address)}${hints}`,
  };
}

/** A page whose head needs no data, with that head: its path is relative to the base path. */
export interface StaticPageHead {
  path: string;
  head: string;
  /** Source files of the page's chunk, as in RenderedPage. */
  sources: string[];
}

/**
 * The head of every public page without a parameter in its path ('/heroes', not '/heroes/:id'),
 * for a site served from files (docs/decisions.md#firebase-static-pages).
 */
export function staticPageHeads(site: Omit<PageAddress, 'pathname'>): StaticPageHead[] {
  const basename = basenameFrom(import.meta.env.BASE_URL);
  const queryClient = new QueryClient();
  return publicPages
    .filter((page) => !page.path.includes(':'))
    .map((page) => ({
      path: page.path,
      head: pageHeadTags(headOf(page, { params: {}, queryClient }), {
        ...site,
        pathname: `${basename}${page.path}`,
      }),
      sources: [page.source],
    }));
}

import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { Backend } from '../backend';
import type { ContentCollection } from '../domain/content';
import { settingsQueries } from '../features/calculator/api/settingsQueries';
import { codeQueries } from '../features/codes/api/codeQueries';
import { mediaQueries } from '../features/gallery/api/mediaQueries';
import { guideQueries } from '../features/guides/api/guideQueries';
import { heroQueries } from '../features/heroes/api/heroQueries';
import type { LazyComponent } from '../ui/lazyNamed';
import * as pages from './pages';

export type { ContentCollection };

export type PageParams = Readonly<Record<string, string | undefined>>;

/**
 * A page anyone may read, rendered on the server (docs/decisions.md#server-rendering): how to
 * fetch its data and what it is made of. How it presents itself (title, share card) is in
 * pageMetas.ts, which only the server needs. Admin pages are not listed: they stay rendered in
 * the browser.
 */
export interface PublicPage {
  /** The route pattern, as in the router (relative to the base path). */
  path: string;
  /** The lazily loaded page component. */
  component: LazyComponent<object>;
  /** The component's source file, to find its chunk and styles in the build manifest. */
  source: string;
  collections: readonly ContentCollection[];
  /** Fills the query client with the data the page's first render reads. */
  prefetch?: (backend: Backend, queryClient: QueryClient, params: PageParams) => Promise<void>;
}

export const publicPages: readonly PublicPage[] = [
  {
    path: '/',
    component: pages.Home,
    source: 'src/app/homePage.tsx',
    // Codes: the page's HTML is then kept no longer than its codes stay right. Heroes: the latest
    // tier changes.
    collections: ['codes', 'guides', 'heroes'],
    prefetch: async (backend, client) => {
      await Promise.all([
        client.prefetchQuery(codeQueries.list(backend)),
        client.prefetchQuery(guideQueries.list(backend)),
        client.prefetchQuery(heroQueries.list(backend)),
      ]);
    },
  },
  {
    path: '/heroes',
    component: pages.HeroesPage,
    source: 'src/features/heroes/HeroesPage.tsx',
    collections: ['heroes'],
    prefetch: (backend, client) => client.prefetchQuery(heroQueries.list(backend)),
  },
  {
    path: '/heroes/:id',
    component: pages.HeroPage,
    source: 'src/features/heroes/HeroPage.tsx',
    collections: ['heroes'],
    prefetch: (backend, client, { id = '' }) =>
      client.prefetchQuery(heroQueries.detail(backend, id)),
  },
  {
    path: '/tier-changes',
    component: pages.TierChangesPage,
    source: 'src/features/heroes/TierChangesPage.tsx',
    collections: ['heroes'],
    prefetch: (backend, client) => client.prefetchQuery(heroQueries.list(backend)),
  },
  {
    path: '/codes',
    component: pages.CodesPage,
    source: 'src/features/codes/CodesPage.tsx',
    collections: ['codes'],
    prefetch: (backend, client) => client.prefetchQuery(codeQueries.list(backend)),
  },
  {
    path: '/guides',
    component: pages.GuidesPage,
    source: 'src/features/guides/GuidesPage.tsx',
    collections: ['guides'],
    prefetch: (backend, client) => client.prefetchQuery(guideQueries.list(backend)),
  },
  {
    path: '/guides/pets',
    component: pages.PetsGuidePage,
    source: 'src/features/guides/static/PetsGuidePage.tsx',
    collections: [],
  },
  {
    path: '/guides/war-spirit',
    component: pages.WarSpiritGuidePage,
    source: 'src/features/guides/static/WarSpiritGuidePage.tsx',
    collections: [],
  },
  {
    path: '/guides/codex',
    component: pages.CodexGuidePage,
    source: 'src/features/guides/static/CodexGuidePage.tsx',
    collections: [],
  },
  {
    path: '/guides/upgrade-priority',
    component: pages.UpgradePriorityGuidePage,
    source: 'src/features/guides/static/UpgradePriorityGuidePage.tsx',
    collections: [],
  },
  {
    path: '/guides/:id',
    component: pages.GuideDetailPage,
    source: 'src/features/guides/GuideDetailPage.tsx',
    collections: ['guides'],
    prefetch: (backend, client, { id = '' }) =>
      client.prefetchQuery(guideQueries.detail(backend, id)),
  },
  {
    path: '/guild-calculator',
    component: pages.GuildCalculatorPage,
    source: 'src/features/calculator/GuildCalculatorPage.tsx',
    collections: ['settings'],
    prefetch: (backend, client) => client.prefetchQuery(settingsQueries.guildTable(backend)),
  },
  {
    path: '/upgraderequirement',
    component: pages.UpgradeRequirementsPage,
    source: 'src/features/gallery/UpgradeRequirementsPage.tsx',
    collections: ['media'],
    prefetch: (backend, client) => client.prefetchQuery(mediaQueries.list(backend)),
  },
  {
    path: '/talisman',
    component: pages.TalismanPage,
    source: 'src/features/gallery/TalismanPage.tsx',
    collections: ['media'],
    prefetch: (backend, client) => client.prefetchQuery(mediaQueries.list(backend)),
  },
  {
    path: '/disclaimer',
    component: pages.DisclaimerPage,
    source: 'src/features/pages/DisclaimerPage.tsx',
    collections: [],
  },
  {
    path: '/equipment',
    component: pages.EquipmentPage,
    source: 'src/features/pages/EquipmentPage.tsx',
    collections: [],
  },
];

export interface MatchedPage {
  page: PublicPage;
  params: PageParams;
}

/**
 * Route matching remembered per path: React Router flattens and ranks the whole route list on
 * every `matchRoutes` call, which the server would otherwise pay on each request. Paths come from
 * visitors, so the memory is bounded: when full, it starts again.
 */
function rememberedPerPath<T>(match: (pathname: string) => T, limit = 500) {
  const known = new Map<string, T>();
  return (pathname: string): T => {
    if (known.has(pathname)) return known.get(pathname) as T;
    const result = match(pathname);
    if (known.size >= limit) known.clear();
    known.set(pathname, result);
    return result;
  };
}

const publicRoutes = publicPages.map((page) => ({ path: page.path, page }));

/** The public page at a path below the base path ('/heroes/abc'), or null (admin, unknown). */
export const matchPublicPage = rememberedPerPath((pathname): Readonly<MatchedPage> | null => {
  const match = matchRoutes(publicRoutes, pathname)?.[0];
  return match ? Object.freeze({ page: match.route.page, params: match.params }) : null;
});

/** Pages that exist but are rendered in the browser only: sign-in and the admin pages. */
const browserOnlyRoutes = ['/logmin', '/admin/*'].map((path) => ({ path }));

export const isBrowserOnlyPath = rememberedPerPath(
  (pathname): boolean => matchRoutes(browserOnlyRoutes, pathname) !== null,
);

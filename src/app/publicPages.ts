import type { QueryClient } from '@tanstack/react-query';
import type { ReadBackend } from '../backend';
import type { ContentCollection } from '../domain/content';
import { settingsQueries } from '../features/calculator/api/settingsQueries';
import { codeQueries } from '../features/codes/api/codeQueries';
import { siteSettingsQueries } from '../features/community/api/siteSettingsQueries';
import { mediaQueries } from '../features/gallery/api/mediaQueries';
import { guideQueries } from '../features/guides/api/guideQueries';
import { heroQueries } from '../features/heroes/api/heroQueries';
import {
  isBrowserOnlyPath,
  matchPublicRoute,
  publicRoutes,
  rememberedPerPath,
  type PageParams,
  type PublicPath,
  type PublicRoute,
} from './publicRoutes';

export type { ContentCollection, PageParams };
export { isBrowserOnlyPath };

/** What the server needs of a page beyond its route (publicRoutes.ts). */
interface ServerPart {
  /** The component's source file, to find its chunk and styles in the build manifest. */
  source: string;
  collections: readonly ContentCollection[];
  /** Fills the query client with the data the page's first render reads. */
  prefetch?: (backend: ReadBackend, queryClient: QueryClient, params: PageParams) => Promise<void>;
}

/**
 * A page anyone may read, rendered on the server (docs/decisions.md#server-rendering): its route,
 * how to fetch its data and what it is made of. How it presents itself (title, share card) is in
 * pageMetas.ts. Admin pages are not listed: they stay rendered in the browser. Only the server
 * (and the build of the Firebase site's static pages) reads this; the browser has publicRoutes.ts.
 */
export type PublicPage = PublicRoute & ServerPart;

const SERVER_PARTS: Record<PublicPath, ServerPart> = {
  '/': {
    source: 'src/app/homePage.tsx',
    // Codes: the page's HTML is then kept no longer than its codes stay right. Heroes: the latest
    // tier changes. Settings: the community chat link.
    collections: ['codes', 'guides', 'heroes', 'settings'],
    prefetch: async (backend, client) => {
      await Promise.all([
        client.prefetchQuery(codeQueries.list(backend)),
        client.prefetchQuery(guideQueries.list(backend)),
        client.prefetchQuery(heroQueries.list(backend)),
        client.prefetchQuery(siteSettingsQueries.site(backend)),
      ]);
    },
  },
  '/heroes': {
    source: 'src/features/heroes/HeroesPage.tsx',
    collections: ['heroes'],
    prefetch: (backend, client) => client.prefetchQuery(heroQueries.list(backend)),
  },
  '/heroes/:id': {
    source: 'src/features/heroes/HeroPage.tsx',
    collections: ['heroes'],
    prefetch: (backend, client, { id = '' }) =>
      client.prefetchQuery(heroQueries.detail(backend, id)),
  },
  '/tier-changes': {
    source: 'src/features/heroes/TierChangesPage.tsx',
    collections: ['heroes'],
    prefetch: (backend, client) => client.prefetchQuery(heroQueries.list(backend)),
  },
  '/codes': {
    source: 'src/features/codes/CodesPage.tsx',
    collections: ['codes'],
    prefetch: (backend, client) => client.prefetchQuery(codeQueries.list(backend)),
  },
  '/guides': {
    source: 'src/features/guides/GuidesPage.tsx',
    collections: ['guides'],
    prefetch: (backend, client) => client.prefetchQuery(guideQueries.list(backend)),
  },
  '/guides/pets': {
    source: 'src/features/guides/static/PetsGuidePage.tsx',
    collections: [],
  },
  '/guides/war-spirit': {
    source: 'src/features/guides/static/WarSpiritGuidePage.tsx',
    collections: [],
  },
  '/guides/codex': {
    source: 'src/features/guides/static/CodexGuidePage.tsx',
    collections: [],
  },
  '/guides/upgrade-priority': {
    source: 'src/features/guides/static/UpgradePriorityGuidePage.tsx',
    collections: [],
  },
  '/guides/:id': {
    source: 'src/features/guides/GuideDetailPage.tsx',
    collections: ['guides'],
    prefetch: (backend, client, { id = '' }) =>
      client.prefetchQuery(guideQueries.detail(backend, id)),
  },
  '/guild-calculator': {
    source: 'src/features/calculator/GuildCalculatorPage.tsx',
    collections: ['settings'],
    prefetch: (backend, client) => client.prefetchQuery(settingsQueries.guildTable(backend)),
  },
  '/upgraderequirement': {
    source: 'src/features/gallery/UpgradeRequirementsPage.tsx',
    collections: ['media'],
    prefetch: (backend, client) => client.prefetchQuery(mediaQueries.list(backend)),
  },
  '/talisman': {
    source: 'src/features/gallery/TalismanPage.tsx',
    collections: ['media'],
    prefetch: (backend, client) => client.prefetchQuery(mediaQueries.list(backend)),
  },
  '/disclaimer': {
    source: 'src/features/pages/DisclaimerPage.tsx',
    collections: [],
  },
  '/equipment': {
    source: 'src/features/pages/EquipmentPage.tsx',
    collections: [],
  },
};

export const publicPages: readonly PublicPage[] = publicRoutes.map((route) => ({
  ...route,
  ...SERVER_PARTS[route.path],
}));

export interface MatchedPage {
  page: PublicPage;
  params: PageParams;
}

const pageAt = new Map(publicPages.map((page) => [page.path, page]));

/** The public page at a path below the base path ('/heroes/abc'), or null (admin, unknown). */
export const matchPublicPage = rememberedPerPath((pathname): Readonly<MatchedPage> | null => {
  const match = matchPublicRoute(pathname);
  const page = match && pageAt.get(match.route.path);
  return match && page ? Object.freeze({ page, params: match.params }) : null;
});

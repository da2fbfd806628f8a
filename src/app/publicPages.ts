import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { Backend } from '../backend';
import { isBackendError } from '../domain/errors';
import type { Guide } from '../domain/guide';
import type { Hero } from '../domain/hero';
import { settingsQueries } from '../features/calculator/api/settingsQueries';
import { codeQueries } from '../features/codes/api/codeQueries';
import { mediaQueries } from '../features/gallery/api/mediaQueries';
import { guideKeys, guideQueries } from '../features/guides/api/guideQueries';
import { heroKeys, heroQueries } from '../features/heroes/api/heroQueries';
import type { LazyComponent } from '../ui/lazyNamed';
import { heroMeta, guideMeta, staticMeta, type PageMeta } from './pageMeta';
import * as pages from './pages';

/** What a page's content is read from; a write to one of them changes the page. */
export type ContentCollection = 'heroes' | 'codes' | 'guides' | 'settings' | 'media';

type Params = Readonly<Record<string, string | undefined>>;

interface PageContext {
  params: Params;
  queryClient: QueryClient;
}

/**
 * A page anyone may read, rendered on the server (docs/decisions.md#server-rendering): how to
 * fetch its data, what it is made of, and how it presents itself to search engines and link
 * previews. Admin pages are not listed: they stay rendered in the browser.
 */
export interface PublicPage {
  /** The route pattern, as in the router (relative to the base path). */
  path: string;
  /** The lazily loaded page component (Home is in the entry chunk and has none). */
  component?: LazyComponent<object>;
  /** The component's source file, to find its chunk and styles in the build manifest. */
  source?: string;
  collections: readonly ContentCollection[];
  /** Fills the query client with the data the page's first render reads. */
  prefetch?: (backend: Backend, queryClient: QueryClient, params: Params) => Promise<void>;
  meta: (context: PageContext) => PageMeta;
}

const DESCRIPTIONS = {
  home: 'Unofficial community guide for players: hero tier lists, redemption codes, upgrade requirements, guides and a guild level calculator.',
  heroes:
    'Every hero ranked from Meta to Food, with stats and the recommended talisman, spirit, rune, codex and pet for each.',
  codes: 'Active redemption codes with their expiry dates. Copy a code with one tap.',
  guides: 'Guides written by players: pets, war spirits, codex, upgrade priorities and more.',
  calculator:
    'How many guild points each level needs, how far you are from the next one, and how long it will take.',
  upgrades: 'Upgrade requirement charts: what each upgrade costs, at a glance.',
  talisman: 'Talisman charts for SPC and SURV builds.',
  disclaimer: 'An unofficial fan site, not affiliated with the game or its publisher.',
  equipment: 'Equipment for your heroes: what to craft and upgrade first.',
} as const;

const staticGuide = (title: string, description: string, component: LazyComponent<object>) => ({
  component,
  collections: [],
  meta: () => staticMeta(title, description, 'article'),
});

/** Whether the page's main record does not exist: the server then answers 404. */
const missing = (queryClient: QueryClient, key: readonly unknown[]) =>
  isBackendError(queryClient.getQueryState(key)?.error, 'not-found');

export const publicPages: readonly PublicPage[] = [
  { path: '/', collections: [], meta: () => staticMeta('Home', DESCRIPTIONS.home) },
  {
    path: '/heroes',
    component: pages.HeroesPage,
    source: 'src/features/heroes/HeroesPage.tsx',
    collections: ['heroes'],
    prefetch: (backend, client) => client.prefetchQuery(heroQueries.list(backend)),
    meta: () => staticMeta('Heroes', DESCRIPTIONS.heroes),
  },
  {
    path: '/heroes/:id',
    component: pages.HeroPage,
    source: 'src/features/heroes/HeroPage.tsx',
    collections: ['heroes'],
    prefetch: (backend, client, { id = '' }) =>
      client.prefetchQuery(heroQueries.detail(backend, id)),
    meta: ({ params: { id = '' }, queryClient }) =>
      missing(queryClient, heroKeys.detail(id))
        ? { ...staticMeta('Hero not found', DESCRIPTIONS.heroes), notFound: true }
        : heroMeta(queryClient.getQueryData<Hero>(heroKeys.detail(id))),
  },
  {
    path: '/codes',
    component: pages.CodesPage,
    source: 'src/features/codes/CodesPage.tsx',
    collections: ['codes'],
    prefetch: (backend, client) => client.prefetchQuery(codeQueries.list(backend)),
    meta: () => staticMeta('Codes', DESCRIPTIONS.codes),
  },
  {
    path: '/guides',
    component: pages.GuidesPage,
    source: 'src/features/guides/GuidesPage.tsx',
    collections: ['guides'],
    prefetch: (backend, client) => client.prefetchQuery(guideQueries.list(backend)),
    meta: () => staticMeta('Guides', DESCRIPTIONS.guides),
  },
  {
    path: '/guides/pets',
    source: 'src/features/guides/static/PetsGuidePage.tsx',
    ...staticGuide(
      'Pets Guide',
      'Pets fight beside your heroes and quietly add stats to the whole team: which to raise first and how to feed them.',
      pages.PetsGuidePage,
    ),
  },
  {
    path: '/guides/war-spirit',
    source: 'src/features/guides/static/WarSpiritGuidePage.tsx',
    ...staticGuide(
      'War Spirits Guide',
      'War spirits explained: which spirit suits which team, and where to spend your resources.',
      pages.WarSpiritGuidePage,
    ),
  },
  {
    path: '/guides/codex',
    source: 'src/features/guides/static/CodexGuidePage.tsx',
    ...staticGuide(
      'Codex Guide',
      'The codex explained: which entries to complete first for the biggest team-wide bonuses.',
      pages.CodexGuidePage,
    ),
  },
  {
    path: '/guides/upgrade-priority',
    source: 'src/features/guides/static/UpgradePriorityGuidePage.tsx',
    ...staticGuide(
      'PvP Upgrade Priority',
      'What to upgrade first for PvP, in order, so every resource counts.',
      pages.UpgradePriorityGuidePage,
    ),
  },
  {
    path: '/guides/:id',
    component: pages.GuideDetailPage,
    source: 'src/features/guides/GuideDetailPage.tsx',
    collections: ['guides'],
    prefetch: (backend, client, { id = '' }) =>
      client.prefetchQuery(guideQueries.detail(backend, id)),
    meta: ({ params: { id = '' }, queryClient }) =>
      missing(queryClient, guideKeys.detail(id))
        ? { ...staticMeta('Guide not found', DESCRIPTIONS.guides), notFound: true }
        : guideMeta(queryClient.getQueryData<Guide>(guideKeys.detail(id))),
  },
  {
    path: '/guild-calculator',
    component: pages.GuildCalculatorPage,
    source: 'src/features/calculator/GuildCalculatorPage.tsx',
    collections: ['settings'],
    prefetch: (backend, client) => client.prefetchQuery(settingsQueries.guildTable(backend)),
    meta: () => staticMeta('Guild Level Progression Calculator', DESCRIPTIONS.calculator),
  },
  {
    path: '/upgraderequirement',
    component: pages.UpgradeRequirementsPage,
    source: 'src/features/gallery/UpgradeRequirementsPage.tsx',
    collections: ['media'],
    prefetch: (backend, client) => client.prefetchQuery(mediaQueries.list(backend)),
    meta: () => staticMeta('Upgrade Requirements', DESCRIPTIONS.upgrades),
  },
  {
    path: '/talisman',
    component: pages.TalismanPage,
    source: 'src/features/gallery/TalismanPage.tsx',
    collections: ['media'],
    prefetch: (backend, client) => client.prefetchQuery(mediaQueries.list(backend)),
    meta: () => staticMeta('Talisman', DESCRIPTIONS.talisman),
  },
  {
    path: '/disclaimer',
    component: pages.DisclaimerPage,
    source: 'src/features/pages/DisclaimerPage.tsx',
    collections: [],
    meta: () => staticMeta('Disclaimer', DESCRIPTIONS.disclaimer),
  },
  {
    path: '/equipment',
    component: pages.EquipmentPage,
    source: 'src/features/pages/EquipmentPage.tsx',
    collections: [],
    meta: () => staticMeta('Equipment', DESCRIPTIONS.equipment),
  },
];

export interface MatchedPage {
  page: PublicPage;
  params: Params;
}

/** The public page at a path below the base path ('/heroes/abc'), or null (admin, unknown). */
export function matchPublicPage(pathname: string): MatchedPage | null {
  const match = matchRoutes(
    publicPages.map((page) => ({ path: page.path, page })),
    pathname,
  )?.[0];
  return match ? { page: match.route.page, params: match.params } : null;
}

/** Pages that exist but are rendered in the browser only: sign-in and the admin pages. */
const BROWSER_ONLY_PATHS = ['/logmin', '/admin/*'];

export function isBrowserOnlyPath(pathname: string): boolean {
  return (
    matchRoutes(
      BROWSER_ONLY_PATHS.map((path) => ({ path })),
      pathname,
    ) !== null
  );
}

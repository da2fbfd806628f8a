import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { ReadBackend } from '../backend';
import type { ContentCollection } from '../domain/kinds';
import { isBackendError } from '../domain/errors';
import { settingsQueries } from '../features/calculator/api/settingsQueries';
import { codeQueries } from '../features/codes/api/codeQueries';
import { siteSettingsQueries } from '../data/siteSettingsQuery';
import { mediaQueries } from '../features/gallery/api/mediaQueries';
import { guideKeys, guideQueries } from '../features/guides/api/guideQueries';
import { heroKeys, heroQueries } from '../features/heroes/api/heroQueries';
import { filterTeams, type Team } from '../domain/team';
import { teamKeys, teamQueries } from '../data/teamsQuery';
import { equipmentKeys, equipmentQueries } from '../data/equipmentQuery';
import type { LazyComponent } from '../ui/lazyNamed';
import {
  compareMeta,
  equipmentMeta,
  guideMeta,
  heroMeta,
  heroesMeta,
  staticMeta,
  teamMeta,
  type PageMeta,
} from './pageMeta';
import type { Hero } from '../domain/hero';
import { compareIds } from '../domain/heroCompare';
import { HERO_LIST_KEY, heroListQuery } from '../data/heroListQuery';
import { GAME_MODES_KEY, gameModesQuery } from '../data/gameModesQuery';
import * as pages from './pages';

export type { ContentCollection };

export type PageParams = Readonly<Record<string, string | undefined>>;

export interface PageContext {
  params: PageParams;
  /** The address's query (`?mode=…`); empty where a page's head is made without one. */
  search?: URLSearchParams;
  /** Holds the page's data, fetched for its render. */
  queryClient: QueryClient;
}

/** Fills the query client with the data the page's first render reads. */
type Prefetch = (
  backend: ReadBackend,
  queryClient: QueryClient,
  params: PageParams,
) => Promise<void>;

/**
 * A page anyone may read, rendered on the server (docs/decisions.md#server-rendering). Each is
 * declared once, in `publicPages` below; adding one: docs/decisions.md#adding-a-page.
 */
export interface PublicPage {
  /** Its route, below the base path; the router (router.tsx) has the same one. */
  path: string;
  /** What the router renders there, loaded lazily (pages.ts). */
  component: LazyComponent<object>;
  /** The component's source file, to find its chunk and styles in the build manifest. */
  source: string;
  /** What it shows: a write to one of them renews the page (docs/decisions.md#response-cache). */
  collections: readonly ContentCollection[];
  /** Its data, fetched before it renders; null when it reads none. */
  prefetch: Prefetch | null;
  /**
   * How it presents itself in its first HTML (title, description, share card), or how to read
   * that from its data. Titles are the ones the pages give the browser tab.
   */
  head: PageMeta | ((context: PageContext) => PageMeta);
  /** Left out of the sitemap: a page made only by its query (the comparison of chosen heroes). */
  unlisted?: true;
}

const HEROES_DESCRIPTION =
  'Every hero ranked from Meta to Food, with stats and the recommended talisman, spirit, rune, codex and pet for each.';
const TEAMS_DESCRIPTION =
  'Hero teams for each game mode: who plays together, what each hero does there, and who can stand in.';
const EQUIPMENT_DESCRIPTION =
  'Every equipment item by slot and rarity, with its stats, set bonus and where to get it.';
const GUIDES_DESCRIPTION =
  'Guides written by players: pets, war spirits, codex, upgrade priorities and more.';

/**
 * The data and head of a page showing one record, its id in the path: `query` reads it, and
 * `describe` its head; when it does not exist, the head is `missing`, marked not found (the
 * server then answers 404).
 */
function recordPage<Data, Failure, Key extends QueryKey>(
  query: (backend: ReadBackend, id: string) => FetchQueryOptions<Data, Failure, Data, Key>,
  key: (id: string) => Key,
  describe: (record: Data | undefined, queryClient: QueryClient) => PageMeta,
  missing: PageMeta,
): Pick<PublicPage, 'prefetch' | 'head'> {
  return {
    prefetch: (backend, client, { id = '' }) => client.prefetchQuery(query(backend, id)),
    head: ({ params: { id = '' }, queryClient }) =>
      isBackendError(queryClient.getQueryState(key(id))?.error, 'not-found')
        ? { ...missing, notFound: true }
        : describe(queryClient.getQueryData<Data>(key(id)), queryClient),
  };
}

/** A page that also reads other data (lists it names its record's parts by), with its own. */
function alsoReading(
  page: Pick<PublicPage, 'prefetch' | 'head'>,
  more: NonNullable<Prefetch>,
): Pick<PublicPage, 'prefetch' | 'head'> {
  return {
    ...page,
    prefetch: async (backend, client, params) => {
      await Promise.all([page.prefetch?.(backend, client, params), more(backend, client, params)]);
    },
  };
}

/** A page that also reads the game modes (to name them), with its own data. */
const withModes = (page: Pick<PublicPage, 'prefetch' | 'head'>) =>
  alsoReading(page, (backend, client) => client.prefetchQuery(gameModesQuery(backend)));

/**
 * The hero page's teams (docs/product.md#hero-page): every team, and, when the hero is in one, the
 * heroes, to name and show the heroes it pairs well with.
 */
const prefetchHeroTeams: Prefetch = async (backend, client, { id = '' }) => {
  await client.prefetchQuery(teamQueries.list(backend));
  const teams = client.getQueryData<Team[]>(teamKeys.list()) ?? [];
  if (filterTeams(teams, { hero: id }).length) await client.prefetchQuery(heroListQuery(backend));
};

/**
 * The hero page's recommended equipment (docs/product.md#hero-page): the items, read when the
 * hero names some.
 */
const prefetchHeroEquipment: Prefetch = async (backend, client, { id = '' }) => {
  // The hero's own read, already under way: one request.
  await client.prefetchQuery(heroQueries.detail(backend, id));
  const hero = client.getQueryData<Hero>(heroKeys.detail(id));
  if (hero?.recommendedEquipment.length) {
    await client.prefetchQuery(equipmentQueries.list(backend));
  }
};

/** The team pages' names: the heroes (members, substitutes) and the game modes. */
const prefetchTeamNames: Prefetch = async (backend, client) => {
  await Promise.all([
    client.prefetchQuery(heroListQuery(backend)),
    client.prefetchQuery(gameModesQuery(backend)),
  ]);
};

/**
 * Every public page, in the sitemap's order. Admin pages are not listed: they stay rendered in
 * the browser. Only the server and the build of the Firebase site's static pages read this list,
 * so no page's queries or head enter the browser's code; the browser has the router's table.
 */
export const publicPages: readonly PublicPage[] = [
  {
    path: '/',
    component: pages.Home,
    source: 'src/app/homePage.tsx',
    // Codes: the page's HTML is then kept no longer than its codes stay right. Heroes and modes:
    // the latest tier changes, named by mode. Settings: the community chat link.
    collections: ['codes', 'guides', 'heroes', 'modes', 'settings'],
    prefetch: async (backend, client) => {
      await Promise.all([
        client.prefetchQuery(codeQueries.list(backend)),
        client.prefetchQuery(guideQueries.list(backend)),
        client.prefetchQuery(heroQueries.list(backend)),
        client.prefetchQuery(gameModesQuery(backend)),
        client.prefetchQuery(siteSettingsQueries.site(backend)),
      ]);
    },
    head: staticMeta(
      'Home',
      'Unofficial community guide for players: hero tier lists, redemption codes, upgrade requirements, guides and a guild level calculator.',
    ),
  },
  {
    path: '/heroes',
    component: pages.HeroesPage,
    source: 'src/features/heroes/HeroesPage.tsx',
    // Settings: the tier legend. Modes: the mode links, and a mode's own list (`?mode=…`).
    collections: ['heroes', 'modes', 'settings'],
    prefetch: async (backend, client) => {
      await Promise.all([
        client.prefetchQuery(heroQueries.list(backend)),
        client.prefetchQuery(gameModesQuery(backend)),
        client.prefetchQuery(siteSettingsQueries.site(backend)),
      ]);
    },
    head: ({ queryClient, search }) =>
      heroesMeta(
        staticMeta('Heroes', HEROES_DESCRIPTION),
        queryClient.getQueryData(GAME_MODES_KEY),
        search?.get('mode'),
      ),
  },
  {
    path: '/heroes/compare',
    component: pages.HeroComparePage,
    source: 'src/features/heroes/HeroComparePage.tsx',
    unlisted: true,
    collections: ['heroes', 'modes'],
    prefetch: async (backend, client) => {
      await Promise.all([
        client.prefetchQuery(heroQueries.list(backend)),
        client.prefetchQuery(gameModesQuery(backend)),
      ]);
    },
    head: ({ queryClient, search }) => {
      const heroes = queryClient.getQueryData<Hero[]>(HERO_LIST_KEY) ?? [];
      const heroOf = (id: string) => heroes.find((hero) => hero.id === id);
      const ids = compareIds(search?.get('ids') ?? null, search?.get('add'), (id) => !!heroOf(id));
      return compareMeta(ids.flatMap((id) => heroOf(id) ?? []));
    },
  },
  {
    path: '/heroes/:id',
    component: pages.HeroPage,
    source: 'src/features/heroes/HeroPage.tsx',
    // Modes: the hero's ratings in each. Teams: the teams it is in, and who it pairs well with.
    // Equipment: the items it recommends.
    collections: ['heroes', 'modes', 'teams', 'equipment'],
    ...alsoReading(
      withModes(
        recordPage(
          heroQueries.detail,
          heroKeys.detail,
          heroMeta,
          staticMeta('Hero not found', HEROES_DESCRIPTION),
        ),
      ),
      async (backend, client, params) => {
        await Promise.all([
          prefetchHeroTeams(backend, client, params),
          prefetchHeroEquipment(backend, client, params),
        ]);
      },
    ),
  },
  {
    path: '/tier-changes',
    component: pages.TierChangesPage,
    source: 'src/features/heroes/TierChangesPage.tsx',
    // Modes: each change names its mode.
    collections: ['heroes', 'modes'],
    prefetch: async (backend, client) => {
      await Promise.all([
        client.prefetchQuery(heroQueries.list(backend)),
        client.prefetchQuery(gameModesQuery(backend)),
      ]);
    },
    head: staticMeta(
      'Tier changes',
      'Every change to the hero tier list, newest first: which heroes moved up or down, and when.',
    ),
  },
  {
    path: '/teams',
    component: pages.TeamsPage,
    source: 'src/features/teams/TeamsPage.tsx',
    // Heroes and modes: each member's name and portrait, each team's mode and the filters.
    collections: ['teams', 'heroes', 'modes'],
    prefetch: async (backend, client, params) => {
      await Promise.all([
        client.prefetchQuery(teamQueries.list(backend)),
        prefetchTeamNames(backend, client, params),
      ]);
    },
    head: staticMeta('Teams', TEAMS_DESCRIPTION),
  },
  {
    path: '/teams/:id',
    component: pages.TeamPage,
    source: 'src/features/teams/TeamPage.tsx',
    collections: ['teams', 'heroes', 'modes'],
    ...alsoReading(
      recordPage(
        teamQueries.detail,
        teamKeys.detail,
        (team, queryClient) =>
          teamMeta(
            team,
            queryClient.getQueryData(HERO_LIST_KEY),
            queryClient.getQueryData(GAME_MODES_KEY),
          ),
        staticMeta('Team not found', TEAMS_DESCRIPTION),
      ),
      prefetchTeamNames,
    ),
  },
  {
    path: '/codes',
    component: pages.CodesPage,
    source: 'src/features/codes/CodesPage.tsx',
    collections: ['codes'],
    prefetch: (backend, client) => client.prefetchQuery(codeQueries.list(backend)),
    head: staticMeta(
      'Codes',
      'Active redemption codes with their expiry dates. Copy a code with one tap.',
    ),
  },
  {
    path: '/guides',
    component: pages.GuidesPage,
    source: 'src/features/guides/GuidesPage.tsx',
    collections: ['guides'],
    prefetch: (backend, client) => client.prefetchQuery(guideQueries.list(backend)),
    head: staticMeta('Guides', GUIDES_DESCRIPTION),
  },
  {
    path: '/guides/pets',
    component: pages.PetsGuidePage,
    source: 'src/features/guides/static/PetsGuidePage.tsx',
    collections: [],
    prefetch: null,
    head: staticMeta(
      'Pets Guide',
      'Pets fight beside your heroes and quietly add stats to the whole team: which to raise first and how to feed them.',
      'article',
    ),
  },
  {
    path: '/guides/war-spirit',
    component: pages.WarSpiritGuidePage,
    source: 'src/features/guides/static/WarSpiritGuidePage.tsx',
    collections: [],
    prefetch: null,
    head: staticMeta(
      'War Spirits Guide',
      'War spirits explained: which spirit suits which team, and where to spend your resources.',
      'article',
    ),
  },
  {
    path: '/guides/codex',
    component: pages.CodexGuidePage,
    source: 'src/features/guides/static/CodexGuidePage.tsx',
    collections: [],
    prefetch: null,
    head: staticMeta(
      'Codex Guide',
      'The codex explained: which entries to complete first for the biggest team-wide bonuses.',
      'article',
    ),
  },
  {
    path: '/guides/upgrade-priority',
    component: pages.UpgradePriorityGuidePage,
    source: 'src/features/guides/static/UpgradePriorityGuidePage.tsx',
    collections: [],
    prefetch: null,
    head: staticMeta(
      'PvP Upgrade Priority',
      'What to upgrade first for PvP, in order, so every resource counts.',
      'article',
    ),
  },
  {
    path: '/guides/:id',
    component: pages.GuideDetailPage,
    source: 'src/features/guides/GuideDetailPage.tsx',
    collections: ['guides'],
    ...recordPage(
      guideQueries.detail,
      guideKeys.detail,
      guideMeta,
      staticMeta('Guide not found', GUIDES_DESCRIPTION),
    ),
  },
  {
    path: '/guild-calculator',
    component: pages.GuildCalculatorPage,
    source: 'src/features/calculator/GuildCalculatorPage.tsx',
    collections: ['settings'],
    prefetch: (backend, client) => client.prefetchQuery(settingsQueries.guildTable(backend)),
    head: staticMeta(
      'Guild Level Progression Calculator',
      'How many guild points each level needs, how far you are from the next one, and how long it will take.',
    ),
  },
  {
    path: '/upgraderequirement',
    component: pages.UpgradeRequirementsPage,
    source: 'src/features/gallery/UpgradeRequirementsPage.tsx',
    collections: ['media'],
    prefetch: (backend, client) => client.prefetchQuery(mediaQueries.list(backend)),
    head: staticMeta(
      'Upgrade Requirements',
      'Upgrade requirement charts: what each upgrade costs, at a glance.',
    ),
  },
  {
    path: '/talisman',
    component: pages.TalismanPage,
    source: 'src/features/gallery/TalismanPage.tsx',
    collections: ['media'],
    prefetch: (backend, client) => client.prefetchQuery(mediaQueries.list(backend)),
    head: staticMeta('Talisman', 'Talisman charts for SPC and SURV builds.'),
  },
  {
    path: '/disclaimer',
    component: pages.DisclaimerPage,
    source: 'src/features/pages/DisclaimerPage.tsx',
    collections: [],
    prefetch: null,
    head: staticMeta(
      'Disclaimer',
      'An unofficial fan site, not affiliated with the game or its publisher.',
    ),
  },
  {
    path: '/equipment',
    component: pages.EquipmentPage,
    source: 'src/features/equipment/EquipmentPage.tsx',
    // Settings: the slot list, which orders the items and offers the slot filter.
    collections: ['equipment', 'settings'],
    prefetch: async (backend, client) => {
      await Promise.all([
        client.prefetchQuery(equipmentQueries.list(backend)),
        client.prefetchQuery(siteSettingsQueries.site(backend)),
      ]);
    },
    head: staticMeta('Equipment', EQUIPMENT_DESCRIPTION),
  },
  {
    path: '/equipment/:id',
    component: pages.EquipmentItemPage,
    source: 'src/features/equipment/EquipmentItemPage.tsx',
    // Heroes: the ones that recommend the item.
    collections: ['equipment', 'heroes'],
    ...alsoReading(
      recordPage(
        equipmentQueries.item,
        equipmentKeys.item,
        equipmentMeta,
        staticMeta('Item not found', EQUIPMENT_DESCRIPTION),
      ),
      (backend, client) => client.prefetchQuery(heroListQuery(backend)),
    ),
  },
];

/** The page's head for its render: its data is in the context's query client. */
export const headOf = (page: PublicPage, context: PageContext): PageMeta =>
  typeof page.head === 'function' ? page.head(context) : page.head;

/**
 * Route matching remembered per path: React Router flattens and ranks the whole route list on
 * every `matchRoutes` call, which the server would otherwise pay on each request. Paths come from
 * visitors, so the memory is bounded: when full, it starts again.
 */
export function rememberedPerPath<T>(match: (pathname: string) => T, limit = 500) {
  const known = new Map<string, T>();
  return (pathname: string): T => {
    if (known.has(pathname)) return known.get(pathname) as T;
    const result = match(pathname);
    if (known.size >= limit) known.clear();
    known.set(pathname, result);
    return result;
  };
}

export interface MatchedPage {
  page: PublicPage;
  params: PageParams;
}

/** The public page at a path below the base path ('/heroes/abc'), or null (admin, unknown). */
export const matchPublicPage = rememberedPerPath((pathname): Readonly<MatchedPage> | null => {
  const match = matchRoutes([...publicPages], pathname)?.[0];
  return match ? Object.freeze({ page: match.route, params: match.params }) : null;
});

/** Pages that exist but are rendered in the browser only: sign-in and the admin pages. */
const browserOnlyRoutes = ['/logmin', '/admin/*'].map((path) => ({ path }));

export const isBrowserOnlyPath = rememberedPerPath(
  (pathname): boolean => matchRoutes(browserOnlyRoutes, pathname) !== null,
);

import { matchRoutes } from 'react-router';
import type { LazyComponent } from '../ui/lazyNamed';
import * as pages from './pages';

export type PageParams = Readonly<Record<string, string | undefined>>;

/**
 * The pages anyone may read, which the server renders (docs/decisions.md#server-rendering): what
 * the browser needs of them, the route and its lazily loaded component, to load a page's code
 * before hydrating it. What the server needs besides (data, sources, collections) is in
 * publicPages.ts, which stays out of the browser's code.
 */
export const publicRoutes = [
  { path: '/', component: pages.Home },
  { path: '/heroes', component: pages.HeroesPage },
  { path: '/heroes/:id', component: pages.HeroPage },
  { path: '/tier-changes', component: pages.TierChangesPage },
  { path: '/codes', component: pages.CodesPage },
  { path: '/guides', component: pages.GuidesPage },
  { path: '/guides/pets', component: pages.PetsGuidePage },
  { path: '/guides/war-spirit', component: pages.WarSpiritGuidePage },
  { path: '/guides/codex', component: pages.CodexGuidePage },
  { path: '/guides/upgrade-priority', component: pages.UpgradePriorityGuidePage },
  { path: '/guides/:id', component: pages.GuideDetailPage },
  { path: '/guild-calculator', component: pages.GuildCalculatorPage },
  { path: '/upgraderequirement', component: pages.UpgradeRequirementsPage },
  { path: '/talisman', component: pages.TalismanPage },
  { path: '/disclaimer', component: pages.DisclaimerPage },
  { path: '/equipment', component: pages.EquipmentPage },
] as const satisfies readonly { path: string; component: LazyComponent<object> }[];

export type PublicPath = (typeof publicRoutes)[number]['path'];
export type PublicRoute = (typeof publicRoutes)[number];

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

export interface MatchedRoute {
  route: PublicRoute;
  params: PageParams;
}

/** The public page at a path below the base path ('/heroes/abc'), or null (admin, unknown). */
export const matchPublicRoute = rememberedPerPath((pathname): Readonly<MatchedRoute> | null => {
  const match = matchRoutes([...publicRoutes], pathname)?.[0];
  return match ? Object.freeze({ route: match.route, params: match.params }) : null;
});

/** Pages that exist but are rendered in the browser only: sign-in and the admin pages. */
const browserOnlyRoutes = ['/logmin', '/admin/*'].map((path) => ({ path }));

export const isBrowserOnlyPath = rememberedPerPath(
  (pathname): boolean => matchRoutes(browserOnlyRoutes, pathname) !== null,
);

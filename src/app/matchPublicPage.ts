import { matchRoutes } from 'react-router';
import { paths } from '../domain/paths';
import type { PageParams } from './pageServerPart';
import { publicPages, type PublicPage } from './publicPages';

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
const browserOnlyRoutes = [paths.login.pattern, `${paths.admin.pattern}/*`].map((path) => ({
  path,
}));

export const isBrowserOnlyPath = rememberedPerPath(
  (pathname): boolean => matchRoutes(browserOnlyRoutes, pathname) !== null,
);

import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { LazyComponent } from '../ui/lazyNamed';

/** What loads a lazily loaded page or guard (lazyNamed) ahead of rendering; other elements have none. */
const preloadOf = (element: ReactNode) =>
  isValidElement(element) ? (element.type as Partial<LazyComponent<object>>).preload : undefined;

/**
 * Loads the code of every lazy element on the way to a path (relative to the base path, with
 * its query and hash allowed), so navigating there renders at once instead of suspending.
 */
export function preparePage(routes: RouteObject[], path: string): Promise<unknown> {
  const pathname = path.split(/[?#]/)[0] || '/';
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map(({ route }) => preloadOf(route.element)?.()));
}

import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A lazily loaded page or guard (lazyNamed) can be loaded ahead of rendering. */
function preloadOf(element: unknown): (() => Promise<unknown>) | undefined {
  if (!isValidElement(element)) return undefined;
  const type: unknown = element.type;
  if (typeof type !== 'object' || type === null || !('preload' in type)) return undefined;
  const { preload } = type as { preload: unknown };
  return typeof preload === 'function' ? (preload as () => Promise<unknown>) : undefined;
}

/**
 * Loads the code of every lazy element on the way to a path (relative to the base path, with
 * its query and hash allowed), so navigating there renders at once instead of suspending.
 */
export function preparePage(routes: RouteObject[], path: string): Promise<unknown> {
  const pathname = path.split(/[?#]/)[0] || '/';
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map(({ route }) => preloadOf(route.element)?.()));
}

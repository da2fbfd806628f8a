import { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isBrowserOnlyPath, matchPublicPage } from './matchPublicPage';
import type { PageServerPart } from './pageServerPart';
import { headOf, publicPages } from './publicPages';
import { appRoutes } from './router';

interface FlatRoute {
  /** The whole path, from the root: '/guides/:id'. */
  path: string;
  /** The type of the element it renders: a page's lazy component. */
  component: unknown;
}

/** A route's whole path: its own when absolute, else below its parent's. */
const pathOf = (route: RouteObject, parent: string) =>
  route.path?.startsWith('/') ? route.path : `${parent}/${route.path}`;

/** Every route of the router's table that has a path of its own, with the component it renders. */
function routesOf(routes: readonly RouteObject[], parent = ''): FlatRoute[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? pathOf(route, parent) : parent;
    const own =
      route.index || route.path
        ? [{ path, component: isValidElement(route.element) ? route.element.type : undefined }]
        : [];
    return [...own, ...routesOf(route.children ?? [], path)];
  });
}

describe('the public page table', () => {
  it('matches fixed guides before a guide id, and ids with their parameter', () => {
    expect(matchPublicPage('/guides/pets')?.page.path).toBe('/guides/pets');
    expect(matchPublicPage('/guides/abc')).toMatchObject({
      page: { path: '/guides/:id' },
      params: { id: 'abc' },
    });
    expect(matchPublicPage('/heroes/x')?.page.collections).toEqual([
      'heroes',
      'modes',
      'teams',
      'equipment',
    ]);
    expect(matchPublicPage('/')?.page.path).toBe('/');
  });

  it('leaves sign-in, admin and unknown paths out', () => {
    for (const path of ['/logmin', '/admin/guides/create', '/nowhere', '/heroes/a/b']) {
      expect(matchPublicPage(path), path).toBeNull();
    }
    expect(isBrowserOnlyPath('/logmin')).toBe(true);
    expect(isBrowserOnlyPath('/admin/guides/edit/1')).toBe(true);
    expect(isBrowserOnlyPath('/nowhere')).toBe(false);
  });

  it('answers the same after it has seen more paths than it remembers', () => {
    const first = matchPublicPage('/heroes/kept');
    expect(Object.isFrozen(first)).toBe(true);
    expect(matchPublicPage('/heroes/kept')).toBe(first);
    for (let i = 0; i < 1200; i += 1) {
      expect(matchPublicPage(`/guides/g${i}`)?.params).toEqual({ id: `g${i}` });
      expect(isBrowserOnlyPath(`/admin/x${i}`)).toBe(true);
    }
    expect(matchPublicPage('/heroes/kept')).toEqual(first);
    expect(matchPublicPage('/nowhere')).toBeNull();
  });

  it('gives every public page its head, which type-checking requires', () => {
    const queryClient = new QueryClient();
    for (const page of publicPages) {
      expect(headOf(page, { params: {}, queryClient }).title, page.path).not.toBe('');
    }
    // @ts-expect-error A page without its head is not a public page.
    const headless: PageServerPart = {
      source: 'src/app/homePage.tsx',
      reads: [],
    };
    expect(headless).not.toHaveProperty('head');
  });

  it('names a source file for every lazily loaded page', () => {
    for (const page of publicPages) {
      expect(Boolean(page.component), page.path).toBe(Boolean(page.source));
    }
  });

  it('declares each page once', () => {
    const paths = publicPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the public page table and the router', () => {
  const routes = routesOf(appRoutes);

  it('has every public page as a route rendering that same lazy component', () => {
    for (const page of publicPages) {
      const route = routes.find((candidate) => candidate.path === page.path);
      expect(route, page.path).toBeDefined();
      expect(route?.component, page.path).toBe(page.component);
    }
  });

  it('has a public page for every route a visitor reads, besides sign-in and the catch-all', () => {
    const read = routes
      .filter((route) => route.path !== '/*' && !isBrowserOnlyPath(route.path))
      .map((route) => route.path);
    expect(read.sort()).toEqual(publicPages.map((page) => page.path).sort());
    // Sign-in and the admin pages are routes, rendered in the browser only.
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/logmin', '/admin', '/admin/guides/create']),
    );
  });
});

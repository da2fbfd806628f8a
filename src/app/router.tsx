import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths, type PathName } from '../domain/paths';
import { AppLayout } from './layout/AppLayout';
import { ADMIN_PAGES, LoginPage, PUBLIC_PAGES, RequireAdmin, type PagesByPath } from './pages';
import { preparePage } from './preparePage';

/** Each page's route: the pattern of its address (src/domain/paths.ts), rendering the page. */
const routesOf = (pages: PagesByPath): RouteObject[] =>
  Object.entries(pages).map(([name, Page]) => ({
    path: paths[name as PathName].pattern,
    element: <Page />,
  }));

/** The routes (docs/product.md#routes). Unknown paths go home; deep links keep their URL. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...routesOf(PUBLIC_PAGES),
      {
        path: paths.login.pattern,
        element: <LoginPage preparePage={(path) => preparePage(appRoutes, path)} />,
      },
      { path: paths.admin.pattern, element: <RequireAdmin />, children: routesOf(ADMIN_PAGES) },
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
];

/** The route table as elements; tests render it inside a MemoryRouter. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** The router's basename is Vite's base without its trailing slash ('' at the root). */
export function basenameFrom(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/**
 * Declarative routing on purpose: the data router (loaders, actions) would add about 16 KB gzip to
 * every visitor's first load, and data loading is TanStack Query's job here.
 */
export function AppRouter() {
  return (
    <BrowserRouter basename={basenameFrom(import.meta.env.BASE_URL)}>
      <AppRoutes />
    </BrowserRouter>
  );
}

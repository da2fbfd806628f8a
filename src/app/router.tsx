import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/pages/HomePage';
import { lazyNamed } from '../ui/lazyNamed';
import { AppLayout } from './layout/AppLayout';

// Home ships in the entry chunk; every other page is downloaded when first opened.
const DisclaimerPage = lazyNamed(
  () => import('../features/pages/DisclaimerPage'),
  'DisclaimerPage',
);
const EquipmentPage = lazyNamed(() => import('../features/pages/EquipmentPage'), 'EquipmentPage');
const HeroesPage = lazyNamed(() => import('../features/heroes/HeroesPage'), 'HeroesPage');
const HeroPage = lazyNamed(() => import('../features/heroes/HeroPage'), 'HeroPage');
const CodesPage = lazyNamed(() => import('../features/codes/CodesPage'), 'CodesPage');
const GuidesPage = lazyNamed(() => import('../features/guides/GuidesPage'), 'GuidesPage');
const GuideDetailPage = lazyNamed(
  () => import('../features/guides/GuideDetailPage'),
  'GuideDetailPage',
);
const PetsGuidePage = lazyNamed(
  () => import('../features/guides/static/PetsGuidePage'),
  'PetsGuidePage',
);
const WarSpiritGuidePage = lazyNamed(
  () => import('../features/guides/static/WarSpiritGuidePage'),
  'WarSpiritGuidePage',
);
const CodexGuidePage = lazyNamed(
  () => import('../features/guides/static/CodexGuidePage'),
  'CodexGuidePage',
);
const UpgradePriorityGuidePage = lazyNamed(
  () => import('../features/guides/static/UpgradePriorityGuidePage'),
  'UpgradePriorityGuidePage',
);
const TalismanPage = lazyNamed(() => import('../features/gallery/TalismanPage'), 'TalismanPage');
const UpgradeRequirementsPage = lazyNamed(
  () => import('../features/gallery/UpgradeRequirementsPage'),
  'UpgradeRequirementsPage',
);
const GuildCalculatorPage = lazyNamed(
  () => import('../features/calculator/GuildCalculatorPage'),
  'GuildCalculatorPage',
);

// Admin-only code lives in chunks a visitor's first load never requests.
const LoginPage = lazyNamed(() => import('../features/auth/LoginPage'), 'LoginPage');
const RequireAdmin = lazyNamed(() => import('../features/auth/RequireAdmin'), 'RequireAdmin');
const CreateGuidePage = lazyNamed(
  () => import('../features/guides/editor/GuideEditorPage'),
  'CreateGuidePage',
);
const EditGuidePage = lazyNamed(
  () => import('../features/guides/editor/GuideEditorPage'),
  'EditGuidePage',
);

/** The routes (docs/product.md#routes). Unknown paths go home; deep links keep their URL. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'talisman', element: <TalismanPage /> },
      { path: 'upgraderequirement', element: <UpgradeRequirementsPage /> },
      { path: 'equipment', element: <EquipmentPage /> },
      { path: 'disclaimer', element: <DisclaimerPage /> },
      { path: 'heroes', element: <HeroesPage /> },
      { path: 'heroes/:id', element: <HeroPage /> },
      { path: 'guides', element: <GuidesPage /> },
      { path: 'guides/pets', element: <PetsGuidePage /> },
      { path: 'guides/war-spirit', element: <WarSpiritGuidePage /> },
      { path: 'guides/codex', element: <CodexGuidePage /> },
      { path: 'guides/upgrade-priority', element: <UpgradePriorityGuidePage /> },
      { path: 'guides/:id', element: <GuideDetailPage /> },
      { path: 'logmin', element: <LoginPage /> },
      { path: 'codes', element: <CodesPage /> },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          { path: 'guides/create', element: <CreateGuidePage /> },
          { path: 'guides/edit/:id', element: <EditGuidePage /> },
        ],
      },
      { path: 'guild-calculator', element: <GuildCalculatorPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
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

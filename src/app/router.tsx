import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { preparePage } from './preparePage';
import {
  Home,
  DisclaimerPage,
  EquipmentPage,
  EquipmentItemPage,
  HeroesPage,
  HeroPage,
  HeroComparePage,
  TierChangesPage,
  TeamsPage,
  TeamPage,
  CodesPage,
  GuidesPage,
  GuideDetailPage,
  PetsGuidePage,
  WarSpiritGuidePage,
  CodexGuidePage,
  UpgradePriorityGuidePage,
  TalismanPage,
  UpgradeRequirementsPage,
  GuildCalculatorPage,
  LoginPage,
  RequireAdmin,
  CreateGuidePage,
  EditGuidePage,
  ActivityPage,
  TrashPage,
  AccountPage,
  MediaLibraryPage,
  BackupsPage,
} from './pages';

/** The routes (docs/product.md#routes). Unknown paths go home; deep links keep their URL. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'talisman', element: <TalismanPage /> },
      { path: 'upgraderequirement', element: <UpgradeRequirementsPage /> },
      { path: 'equipment', element: <EquipmentPage /> },
      { path: 'equipment/:id', element: <EquipmentItemPage /> },
      { path: 'disclaimer', element: <DisclaimerPage /> },
      { path: 'heroes', element: <HeroesPage /> },
      { path: 'heroes/compare', element: <HeroComparePage /> },
      { path: 'heroes/:id', element: <HeroPage /> },
      { path: 'tier-changes', element: <TierChangesPage /> },
      { path: 'teams', element: <TeamsPage /> },
      { path: 'teams/:id', element: <TeamPage /> },
      { path: 'guides', element: <GuidesPage /> },
      { path: 'guides/pets', element: <PetsGuidePage /> },
      { path: 'guides/war-spirit', element: <WarSpiritGuidePage /> },
      { path: 'guides/codex', element: <CodexGuidePage /> },
      { path: 'guides/upgrade-priority', element: <UpgradePriorityGuidePage /> },
      { path: 'guides/:id', element: <GuideDetailPage /> },
      {
        path: 'logmin',
        element: <LoginPage preparePage={(path) => preparePage(appRoutes, path)} />,
      },
      { path: 'codes', element: <CodesPage /> },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          { path: 'guides/create', element: <CreateGuidePage /> },
          { path: 'guides/edit/:id', element: <EditGuidePage /> },
          { path: 'activity', element: <ActivityPage /> },
          { path: 'trash', element: <TrashPage /> },
          { path: 'account', element: <AccountPage /> },
          { path: 'media', element: <MediaLibraryPage /> },
          { path: 'backups', element: <BackupsPage /> },
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

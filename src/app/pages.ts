import type { ComponentType } from 'react';
import type { PathName } from '../domain/paths';
import type * as AdminPages from './adminPages';
import { lazyPage, type LazyComponent } from '../ui/lazyNamed';

/** Pages by the name of their address (src/domain/paths.ts), which the router routes to them. */
export type PagesByPath = Partial<Record<PathName, LazyComponent<object>>>;

/**
 * The pages a visitor reads, in the sitemap's order, each downloaded when first opened, with its
 * admin parts while an admin is signed in (lazyPage). The server renders each with what
 * publicPages.ts declares under the same name (docs/decisions.md#adding-a-page); a
 * server-rendered page preloads its component before hydrating (main.tsx, through the router's
 * table).
 */
export const PUBLIC_PAGES = {
  home: lazyPage(() => import('./homePage'), 'Home'),
  // With the chunk of the view its address opens on (the list, the board or the stats table).
  heroes: lazyPage(
    () =>
      import('../features/heroes/HeroesPage').then(async (module) => {
        await module.firstViewLoaded;
        return module;
      }),
    'HeroesPage',
  ),
  heroCompare: lazyPage(() => import('../features/heroes/HeroComparePage'), 'HeroComparePage'),
  hero: lazyPage(() => import('../features/heroes/HeroPage'), 'HeroPage'),
  tierChanges: lazyPage(() => import('../features/heroes/TierChangesPage'), 'TierChangesPage'),
  teams: lazyPage(() => import('../features/teams/TeamsPage'), 'TeamsPage'),
  team: lazyPage(() => import('../features/teams/TeamPage'), 'TeamPage'),
  codes: lazyPage(() => import('../features/codes/CodesPage'), 'CodesPage'),
  guides: lazyPage(() => import('../features/guides/GuidesPage'), 'GuidesPage'),
  petsGuide: lazyPage(() => import('../features/guides/static/PetsGuidePage'), 'PetsGuidePage'),
  warSpiritGuide: lazyPage(
    () => import('../features/guides/static/WarSpiritGuidePage'),
    'WarSpiritGuidePage',
  ),
  codexGuide: lazyPage(() => import('../features/guides/static/CodexGuidePage'), 'CodexGuidePage'),
  upgradePriorityGuide: lazyPage(
    () => import('../features/guides/static/UpgradePriorityGuidePage'),
    'UpgradePriorityGuidePage',
  ),
  guide: lazyPage(() => import('../features/guides/GuideDetailPage'), 'GuideDetailPage'),
  calculator: lazyPage(
    () => import('../features/calculator/GuildCalculatorPage'),
    'GuildCalculatorPage',
  ),
  upgrade: lazyPage(
    () => import('../features/gallery/UpgradeRequirementsPage'),
    'UpgradeRequirementsPage',
  ),
  talisman: lazyPage(() => import('../features/gallery/TalismanPage'), 'TalismanPage'),
  disclaimer: lazyPage(() => import('../features/pages/DisclaimerPage'), 'DisclaimerPage'),
  equipment: lazyPage(() => import('../features/equipment/EquipmentPage'), 'EquipmentPage'),
  equipmentItem: lazyPage(
    () => import('../features/equipment/EquipmentItemPage'),
    'EquipmentItemPage',
  ),
} satisfies PagesByPath;

/** The name of a page a visitor reads, and of its address. */
export type PublicPageName = keyof typeof PUBLIC_PAGES;

/** A page whose code adminPages.ts imports: `pick` is its import there. */
const adminPage = <Props extends object>(
  pick: (pages: typeof AdminPages) => Promise<ComponentType<Props>>,
) => lazyPage(async () => ({ page: await pick(await import('./adminPages')) }), 'page');

// Admin-only code lives in chunks a visitor's first load never requests.
export const LoginPage = adminPage((pages) => pages.login());
export const RequireAdmin = adminPage((pages) => pages.guard());

/** The pages only admins open, below `paths.admin`, which RequireAdmin guards. */
export const ADMIN_PAGES = {
  createGuide: adminPage((pages) => pages.createGuide()),
  editGuide: adminPage((pages) => pages.editGuide()),
  activity: adminPage((pages) => pages.activity()),
  trash: adminPage((pages) => pages.trash()),
  account: adminPage((pages) => pages.account()),
  media: adminPage((pages) => pages.media()),
  backups: adminPage((pages) => pages.backups()),
} satisfies PagesByPath;

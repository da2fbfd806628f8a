import { lazyPage } from '../ui/lazyNamed';

/**
 * The pages, each downloaded when first opened, with their admin
 * parts while an admin is signed in (lazyPage). A server-rendered page preloads its component
 * before hydrating (main.tsx, through the router's table).
 */
export const Home = lazyPage(() => import('./homePage'), 'Home');
export const DisclaimerPage = lazyPage(
  () => import('../features/pages/DisclaimerPage'),
  'DisclaimerPage',
);
export const EquipmentPage = lazyPage(
  () => import('../features/equipment/EquipmentPage'),
  'EquipmentPage',
);
export const EquipmentItemPage = lazyPage(
  () => import('../features/equipment/EquipmentItemPage'),
  'EquipmentItemPage',
);
// With the chunk of the view its address opens on (the list, the board or the stats table).
export const HeroesPage = lazyPage(
  () =>
    import('../features/heroes/HeroesPage').then(async (page) => {
      await page.firstViewLoaded;
      return page;
    }),
  'HeroesPage',
);
export const HeroPage = lazyPage(() => import('../features/heroes/HeroPage'), 'HeroPage');
export const HeroComparePage = lazyPage(
  () => import('../features/heroes/HeroComparePage'),
  'HeroComparePage',
);
export const TeamsPage = lazyPage(() => import('../features/teams/TeamsPage'), 'TeamsPage');
export const TeamPage = lazyPage(() => import('../features/teams/TeamPage'), 'TeamPage');
export const TierChangesPage = lazyPage(
  () => import('../features/heroes/TierChangesPage'),
  'TierChangesPage',
);
export const CodesPage = lazyPage(() => import('../features/codes/CodesPage'), 'CodesPage');
export const GuidesPage = lazyPage(() => import('../features/guides/GuidesPage'), 'GuidesPage');
export const GuideDetailPage = lazyPage(
  () => import('../features/guides/GuideDetailPage'),
  'GuideDetailPage',
);
export const PetsGuidePage = lazyPage(
  () => import('../features/guides/static/PetsGuidePage'),
  'PetsGuidePage',
);
export const WarSpiritGuidePage = lazyPage(
  () => import('../features/guides/static/WarSpiritGuidePage'),
  'WarSpiritGuidePage',
);
export const CodexGuidePage = lazyPage(
  () => import('../features/guides/static/CodexGuidePage'),
  'CodexGuidePage',
);
export const UpgradePriorityGuidePage = lazyPage(
  () => import('../features/guides/static/UpgradePriorityGuidePage'),
  'UpgradePriorityGuidePage',
);
export const TalismanPage = lazyPage(
  () => import('../features/gallery/TalismanPage'),
  'TalismanPage',
);
export const UpgradeRequirementsPage = lazyPage(
  () => import('../features/gallery/UpgradeRequirementsPage'),
  'UpgradeRequirementsPage',
);
export const GuildCalculatorPage = lazyPage(
  () => import('../features/calculator/GuildCalculatorPage'),
  'GuildCalculatorPage',
);

// Admin-only code lives in chunks a visitor's first load never requests.
export const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
export const RequireAdmin = lazyPage(() => import('../features/auth/RequireAdmin'), 'RequireAdmin');
export const CreateGuidePage = lazyPage(
  () => import('../features/guides/editor/GuideEditorPage'),
  'CreateGuidePage',
);
export const ActivityPage = lazyPage(
  () => import('../features/history/ActivityPage'),
  'ActivityPage',
);
export const TrashPage = lazyPage(() => import('../features/history/TrashPage'), 'TrashPage');
export const EditGuidePage = lazyPage(
  () => import('../features/guides/editor/GuideEditorPage'),
  'EditGuidePage',
);
export const AccountPage = lazyPage(() => import('../features/account/AccountPage'), 'AccountPage');
export const MediaLibraryPage = lazyPage(
  () => import('../features/media/MediaLibraryPage'),
  'MediaLibraryPage',
);
export const BackupsPage = lazyPage(() => import('../features/backups/BackupsPage'), 'BackupsPage');

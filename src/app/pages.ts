import { lazyNamed } from '../ui/lazyNamed';

/**
 * The pages, each downloaded when first opened (Home ships in the entry chunk). A server-rendered
 * page preloads its component before hydrating (see publicPages.ts).
 */
export const DisclaimerPage = lazyNamed(
  () => import('../features/pages/DisclaimerPage'),
  'DisclaimerPage',
);
export const EquipmentPage = lazyNamed(
  () => import('../features/pages/EquipmentPage'),
  'EquipmentPage',
);
export const HeroesPage = lazyNamed(() => import('../features/heroes/HeroesPage'), 'HeroesPage');
export const HeroPage = lazyNamed(() => import('../features/heroes/HeroPage'), 'HeroPage');
export const CodesPage = lazyNamed(() => import('../features/codes/CodesPage'), 'CodesPage');
export const GuidesPage = lazyNamed(() => import('../features/guides/GuidesPage'), 'GuidesPage');
export const GuideDetailPage = lazyNamed(
  () => import('../features/guides/GuideDetailPage'),
  'GuideDetailPage',
);
export const PetsGuidePage = lazyNamed(
  () => import('../features/guides/static/PetsGuidePage'),
  'PetsGuidePage',
);
export const WarSpiritGuidePage = lazyNamed(
  () => import('../features/guides/static/WarSpiritGuidePage'),
  'WarSpiritGuidePage',
);
export const CodexGuidePage = lazyNamed(
  () => import('../features/guides/static/CodexGuidePage'),
  'CodexGuidePage',
);
export const UpgradePriorityGuidePage = lazyNamed(
  () => import('../features/guides/static/UpgradePriorityGuidePage'),
  'UpgradePriorityGuidePage',
);
export const TalismanPage = lazyNamed(
  () => import('../features/gallery/TalismanPage'),
  'TalismanPage',
);
export const UpgradeRequirementsPage = lazyNamed(
  () => import('../features/gallery/UpgradeRequirementsPage'),
  'UpgradeRequirementsPage',
);
export const GuildCalculatorPage = lazyNamed(
  () => import('../features/calculator/GuildCalculatorPage'),
  'GuildCalculatorPage',
);

// Admin-only code lives in chunks a visitor's first load never requests.
export const LoginPage = lazyNamed(() => import('../features/auth/LoginPage'), 'LoginPage');
export const RequireAdmin = lazyNamed(
  () => import('../features/auth/RequireAdmin'),
  'RequireAdmin',
);
export const CreateGuidePage = lazyNamed(
  () => import('../features/guides/editor/GuideEditorPage'),
  'CreateGuidePage',
);
export const ActivityPage = lazyNamed(
  () => import('../features/history/ActivityPage'),
  'ActivityPage',
);
export const TrashPage = lazyNamed(() => import('../features/history/TrashPage'), 'TrashPage');
export const EditGuidePage = lazyNamed(
  () => import('../features/guides/editor/GuideEditorPage'),
  'EditGuidePage',
);
export const AccountPage = lazyNamed(
  () => import('../features/account/AccountPage'),
  'AccountPage',
);
export const MediaLibraryPage = lazyNamed(
  () => import('../features/media/MediaLibraryPage'),
  'MediaLibraryPage',
);
export const BackupsPage = lazyNamed(
  () => import('../features/backups/BackupsPage'),
  'BackupsPage',
);

/**
 * The code of sign-in and of the pages only admins open, each imported when first opened
 * (pages.ts). Apart from the router, which loads this module with the first of them, so that
 * their imports are not part of every visitor's first load (docs/decisions.md#visitor-budget).
 * Each is named after its address (src/domain/paths.ts); `guard` is the check in front of the
 * admin pages.
 */
export const login = () => import('../features/auth/LoginPage').then((page) => page.LoginPage);
export const guard = () =>
  import('../features/auth/RequireAdmin').then((page) => page.RequireAdmin);

const guideEditor = () => import('../features/guides/editor/GuideEditorPage');
export const createGuide = () => guideEditor().then((page) => page.CreateGuidePage);
export const editGuide = () => guideEditor().then((page) => page.EditGuidePage);
export const activity = () =>
  import('../features/history/ActivityPage').then((page) => page.ActivityPage);
export const trash = () => import('../features/history/TrashPage').then((page) => page.TrashPage);
export const account = () =>
  import('../features/account/AccountPage').then((page) => page.AccountPage);
export const media = () =>
  import('../features/media/MediaLibraryPage').then((page) => page.MediaLibraryPage);
export const backups = () =>
  import('../features/backups/BackupsPage').then((page) => page.BackupsPage);

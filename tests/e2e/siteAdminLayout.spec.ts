import { sweepAdminViews } from './layoutViews';
import { SITE_ADMIN_VIEWS } from './siteAdminViews';

/**
 * The admin views of every page but the heroes' fit every screen and pass axe, in both themes
 * (layoutViews.ts).
 */
sweepAdminViews(SITE_ADMIN_VIEWS);

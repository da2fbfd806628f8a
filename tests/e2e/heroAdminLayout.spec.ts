import { HERO_ADMIN_VIEWS } from './heroAdminViews';
import { sweepAdminViews } from './layoutViews';

/** The heroes page's admin views fit every screen and pass axe, in both themes (layoutViews.ts). */
sweepAdminViews(HERO_ADMIN_VIEWS);

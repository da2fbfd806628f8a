import type { PathName } from '../domain/paths';

/**
 * The site's sections by the name of their address (src/domain/paths.ts), in the sidebar's order,
 * with their names there.
 */
export const SECTIONS = {
  home: 'Home',
  disclaimer: 'Disclaimer Info',
  equipment: 'Equipment',
  guides: 'Guides',
  heroes: 'Heroes',
  teams: 'Teams',
  talisman: 'Talisman',
  upgrade: 'Upgrade Requirements',
  codes: 'Codes',
  calculator: 'Guild Calculator',
} satisfies Partial<Record<PathName, string>>;

/** The home page's buttons by the name of their address, in their order, with their names there. */
export const HOME_SHORTCUTS = {
  heroes: 'Heroes',
  teams: 'Teams',
  upgrade: 'Upgrade',
  equipment: 'Equipment',
  talisman: 'Talisman',
  guides: 'Guides',
  disclaimer: 'Disclaimer',
  codes: 'Codes',
  calculator: 'Calculator',
} satisfies Partial<Record<PathName, string>>;

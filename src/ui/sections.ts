interface Section {
  path: string;
  /** Its name in the sidebar. */
  title: string;
  /** Its name on the home page's buttons. */
  shortTitle: string;
}

/** The site's sections by route name, in the sidebar's order. */
export const SECTIONS = {
  home: { path: '/', title: 'Home', shortTitle: 'Home' },
  disclaimer: { path: '/disclaimer', title: 'Disclaimer Info', shortTitle: 'Disclaimer' },
  equipment: { path: '/equipment', title: 'Equipment', shortTitle: 'Equipment' },
  guides: { path: '/guides', title: 'Guides', shortTitle: 'Guides' },
  heroes: { path: '/heroes', title: 'Heroes', shortTitle: 'Heroes' },
  teams: { path: '/teams', title: 'Teams', shortTitle: 'Teams' },
  talisman: { path: '/talisman', title: 'Talisman', shortTitle: 'Talisman' },
  upgrade: { path: '/upgraderequirement', title: 'Upgrade Requirements', shortTitle: 'Upgrade' },
  codes: { path: '/codes', title: 'Codes', shortTitle: 'Codes' },
  'guild-calculator': {
    path: '/guild-calculator',
    title: 'Guild Calculator',
    shortTitle: 'Calculator',
  },
} satisfies Record<string, Section>;

export type SectionName = keyof typeof SECTIONS;

/** The home page's buttons, in their order. */
export const HOME_SHORTCUTS: readonly SectionName[] = [
  'heroes',
  'teams',
  'upgrade',
  'equipment',
  'talisman',
  'guides',
  'disclaimer',
  'codes',
  'guild-calculator',
];

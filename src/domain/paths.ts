/**
 * Every page's address, written once (docs/decisions.md#typed-paths): the router's patterns, the
 * page list the server renders, the sidebar, the sitemap and every link read them here, so a
 * page that moves moves everywhere, and a link to a page that does not exist does not compile.
 * Each entry has the route's `pattern` and `href(…)`, which builds a link to it: values are
 * URI-encoded, query keys are written as they are.
 */

/** Query parameters of a link, in their order. */
export type Query = Readonly<Record<string, string>>;

/** A page without parameters; its links may carry a query. */
const page = <Pattern extends string>(pattern: Pattern) => ({
  pattern,
  href: (query?: Query) =>
    query
      ? `${pattern}?${Object.entries(query)
          .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
          .join('&')}`
      : pattern,
});

/** A page of one item, its id last in the path: `/heroes/:id`. */
const itemPage = <Base extends string>(base: Base) => ({
  pattern: `${base}/:id` as const,
  href: (id: string) => `${base}/${encodeURIComponent(id)}`,
});

export const paths = {
  home: page('/'),
  heroes: page('/heroes'),
  heroCompare: {
    pattern: '/heroes/compare',
    /** Ids are encoded one by one and joined by commas, which stay as they are. */
    href: (ids: readonly string[]) =>
      `/heroes/compare?ids=${ids.map(encodeURIComponent).join(',')}`,
  },
  hero: itemPage('/heroes'),
  tierChanges: page('/tier-changes'),
  teams: page('/teams'),
  team: itemPage('/teams'),
  equipment: page('/equipment'),
  equipmentItem: itemPage('/equipment'),
  codes: page('/codes'),
  guides: page('/guides'),
  petsGuide: page('/guides/pets'),
  warSpiritGuide: page('/guides/war-spirit'),
  codexGuide: page('/guides/codex'),
  upgradePriorityGuide: page('/guides/upgrade-priority'),
  guide: itemPage('/guides'),
  calculator: page('/guild-calculator'),
  talisman: page('/talisman'),
  upgrade: page('/upgraderequirement'),
  disclaimer: page('/disclaimer'),
  login: page('/logmin'),
  /** Where every admin page's address starts: its route lets only admins further. */
  admin: page('/admin'),
  createGuide: page('/admin/guides/create'),
  editGuide: itemPage('/admin/guides/edit'),
  activity: page('/admin/activity'),
  trash: page('/admin/trash'),
  account: page('/admin/account'),
  media: page('/admin/media'),
  backups: page('/admin/backups'),
} as const;

export type PathName = keyof typeof paths;

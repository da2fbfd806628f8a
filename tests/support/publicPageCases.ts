/** A public page as tests know it: its path, its own title and the heading it opens with. */
export interface PublicPageCase {
  path: string;
  /** The tab reads "{title} · Hero Guide". */
  title: string;
  heading: string;
}

/** Sample records some pages are made of: a game mode, and two heroes to compare. */
export interface SampleOfModes {
  mode: { id: string; name: string };
  compared: readonly [{ id: string; name: string }, { id: string; name: string }];
}

/** A sample team and equipment item, for their pages. */
export interface SampleOfRecords {
  team: { id: string; name: string };
  item: { id: string; name: string };
}

/**
 * Every public page, with the given hero's and guide's pages (docs/product.md#routes); with
 * `modes`, a game mode's tier list and board, the stats view and a comparison of two heroes; with
 * `records`, a team's page and an equipment item's.
 */
export function publicPageCases(
  hero: { id: string; name: string },
  guide: { id: string; title: string },
  modes?: SampleOfModes,
  records?: SampleOfRecords,
): PublicPageCase[] {
  const same = (path: string, title: string) => ({ path, title, heading: title });
  const ofModes = modes
    ? [
        {
          path: `/heroes?mode=${modes.mode.id}`,
          title: `${modes.mode.name} tier list`,
          heading: 'Heroes',
        },
        {
          path: `/heroes?mode=${modes.mode.id}&view=board`,
          title: `${modes.mode.name} tier list`,
          heading: 'Heroes',
        },
        { path: '/heroes?view=stats&sort=atk&dir=desc', title: 'Heroes', heading: 'Heroes' },
        {
          path: `/heroes/compare?ids=${modes.compared.map((one) => one.id).join(',')}`,
          title: `Compare: ${modes.compared.map((one) => one.name).join(' vs ')}`,
          heading: 'Compare heroes',
        },
      ]
    : [];
  const ofRecords = records
    ? [
        {
          path: `/teams/${records.team.id}`,
          title: `${records.team.name} – Teams`,
          heading: records.team.name,
        },
        {
          path: `/equipment/${records.item.id}`,
          title: `${records.item.name} – Equipment`,
          heading: records.item.name,
        },
      ]
    : [];
  return [
    { path: '/', title: 'Home', heading: 'Welcome to Hero Guide' },
    same('/heroes', 'Heroes'),
    same(`/heroes/${hero.id}`, hero.name),
    same('/tier-changes', 'Tier changes'),
    same('/codes', 'Codes'),
    same('/guides', 'Guides'),
    same('/teams', 'Teams'),
    same(`/guides/${guide.id}`, guide.title),
    same('/guides/pets', 'Pets Guide'),
    same('/guides/war-spirit', 'War Spirits Guide'),
    same('/guides/codex', 'Codex Guide'),
    same('/guides/upgrade-priority', 'PvP Upgrade Priority'),
    same('/guild-calculator', 'Guild Level Progression Calculator'),
    same('/upgraderequirement', 'Upgrade Requirements'),
    same('/talisman', 'Talisman'),
    same('/disclaimer', 'Disclaimer'),
    // The sample data has items; a site without any shows the placeholder heading instead.
    same('/equipment', 'Equipment'),
    ...ofModes,
    ...ofRecords,
  ];
}

import type { ReadBackend } from '../backend';
import { escapeHtml } from './pageHead';
import { publicPages, type ContentCollection } from './publicPages';

export interface SitemapEntry {
  /** Below the base path, starting with '/'. */
  path: string;
  /** ISO date-time of the last change. */
  lastModified: string;
}

const latest = (times: readonly (string | null)[]) =>
  times.reduce<string>((newest, time) => (time && time > newest ? time : newest), '');

/**
 * Every public URL: the pages without parameters, each game mode's tier list, then each hero,
 * each guide, each team and each equipment item, each with the
 * time it last changed: its content's newest change, or the build (`builtAt`) when that is newer,
 * since the build changes every page's markup.
 */
export async function sitemapEntries(
  backend: ReadBackend,
  builtAt: string,
): Promise<SitemapEntry[]> {
  const [heroes, guides, codes, guildTable, site, slots, modes, teams, equipment] =
    await Promise.all([
      backend.heroes.list(),
      backend.guides.list(),
      backend.codes.list(),
      backend.settings.getGuildTable(),
      backend.settings.getSite(),
      backend.media.listSlots(),
      backend.modes.list(),
      backend.teams.list(),
      backend.equipment.list(),
    ]);
  const changed: Record<ContentCollection, string> = {
    heroes: latest(heroes.map((hero) => hero.updatedAt)),
    guides: latest(guides.map((guide) => guide.updatedAt)),
    codes: latest(codes.map((code) => code.createdAt)),
    // The guild table, and the site settings: the community link and the tier legend.
    settings: latest([guildTable.updatedAt, site.updatedAt]),
    media: latest(slots.map((slot) => slot.updatedAt)),
    modes: latest(modes.map((mode) => mode.updatedAt)),
    teams: latest(teams.map((team) => team.updatedAt)),
    equipment: latest(equipment.map((item) => item.updatedAt)),
  };
  const fixed = publicPages
    .filter((page) => !page.path.includes(':') && !page.unlisted)
    .map((page) => ({
      path: page.path,
      lastModified: latest([builtAt, ...page.collections.map((name) => changed[name])]),
    }));
  const item = (prefix: string, record: { id: string; updatedAt: string }) => ({
    path: `${prefix}/${encodeURIComponent(record.id)}`,
    lastModified: latest([builtAt, record.updatedAt]),
  });
  // Each mode's tier list: the heroes' tiers in it, and its own name.
  const tierLists = modes.map((mode) => ({
    path: `/heroes?mode=${encodeURIComponent(mode.id)}`,
    lastModified: latest([builtAt, changed.heroes, mode.updatedAt]),
  }));
  return [
    ...fixed,
    ...tierLists,
    ...heroes.map((hero) => item('/heroes', hero)),
    ...guides.map((guide) => item('/guides', guide)),
    ...teams.map((team) => item('/teams', team)),
    ...equipment.map((record) => item('/equipment', record)),
  ];
}

/** The sitemap protocol's XML, with absolute URLs under `siteRoot` (`https://host/base`). */
export function sitemapXml(entries: SitemapEntry[], siteRoot: string): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeHtml(`${siteRoot}${entry.path === '/' ? '/' : entry.path}`)}</loc>`;
    const lastmod = entry.lastModified
      ? `<lastmod>${escapeHtml(entry.lastModified)}</lastmod>`
      : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

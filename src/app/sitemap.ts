import type { ReadBackend } from '../backend';
import {
  declarationOf,
  KIND_NAMES,
  RECORD_KINDS,
  recordOf,
  type ContentCollection,
  type Kind,
  type RecordKind,
} from '../domain/kinds';
import { paths } from '../domain/paths';
import { matchPublicPage } from './matchPublicPage';
import { escapeHtml } from './pageHead';
import { publicPages } from './publicPages';

export interface SitemapEntry {
  /** Below the base path, starting with '/'. */
  path: string;
  /** ISO date-time of the last change. */
  lastModified: string;
}

/** What the sitemap reads of a record: codes have no `updatedAt`. */
interface Listed {
  id: string;
  createdAt: string;
  updatedAt?: string;
}

const latest = (times: readonly (string | null | undefined)[]) =>
  times.reduce<string>((newest, time) => (time && time > newest ? time : newest), '');

/** When a record last changed: a dated kind's writes move `updatedAt`, a code is as created. */
const changedAt = (kind: RecordKind, record: Listed) =>
  recordOf(kind).dated ? record.updatedAt : record.createdAt;

/**
 * Whether every item of a record kind has a page of its own: where the kind's items are seen
 * (src/domain/kinds.ts) is a public page with the item's id in its path, as a hero's is, not a
 * page that lists it (a code's, a game mode's tier list).
 */
function hasItemPages(kind: RecordKind): boolean {
  const id = 'item';
  return matchPublicPage(declarationOf(kind).page(id).split('?')[0]!)?.params.id === id;
}

/**
 * Every public URL: the pages without parameters, each game mode's tier list, then each item of
 * every record kind that has pages of its own items (heroes, guides, teams, equipment items), each
 * with the time it last changed: its content's newest change, or the build (`builtAt`) when that
 * is newer, since the build changes every page's markup.
 */
export async function sitemapEntries(
  backend: ReadBackend,
  builtAt: string,
): Promise<SitemapEntry[]> {
  const [lists, guildTable, site, slots] = await Promise.all([
    Promise.all(RECORD_KINDS.map((kind): Promise<Listed[]> => backend[kind].list())),
    backend.settings.getGuildTable(),
    backend.settings.getSite(),
    backend.media.listSlots(),
  ]);
  const records = Object.fromEntries(
    RECORD_KINDS.map((kind, index) => [kind, lists[index]!]),
  ) as Record<RecordKind, Listed[]>;
  const lastChange: Record<Kind, string | null> = {
    ...(Object.fromEntries(
      RECORD_KINDS.map((kind) => [
        kind,
        latest(records[kind].map((record) => changedAt(kind, record))),
      ]),
    ) as Record<RecordKind, string>),
    guildTable: guildTable.updatedAt,
    site: site.updatedAt,
    media: latest(slots.map((slot) => slot.updatedAt)),
  };
  /** A collection's newest change: of every kind a write of which renews it. */
  const changed = (collection: ContentCollection) =>
    latest(
      KIND_NAMES.filter((kind) => declarationOf(kind).content === collection).map(
        (kind) => lastChange[kind],
      ),
    );
  const fixed = publicPages
    .filter((page) => !page.path.includes(':') && !page.unlisted)
    .map((page) => ({
      path: page.path,
      lastModified: latest([builtAt, ...page.collections.map(changed)]),
    }));
  // Each mode's tier list: the heroes' tiers in it, and its own name.
  const tierLists = records.modes.map((mode) => ({
    path: paths.heroes.href({ mode: mode.id }),
    lastModified: latest([builtAt, changed('heroes'), mode.updatedAt]),
  }));
  const itemPages = RECORD_KINDS.filter(hasItemPages).flatMap((kind) =>
    records[kind].map((record) => ({
      path: declarationOf(kind).page(record.id),
      lastModified: latest([builtAt, changedAt(kind, record)]),
    })),
  );
  return [...fixed, ...tierLists, ...itemPages];
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

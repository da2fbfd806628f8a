import type { Code } from './code';
import type { EquipmentItem } from './equipment';
import type { Guide } from './guide';
import { htmlToText } from './guidePreview';
import type { Hero } from './hero';
import type { GameMode } from './gameMode';
import { foldForSearch } from './heroFilter';
import type { Team } from './team';
import { paths } from './paths';

/**
 * The header's site search (docs/product.md#site-search): heroes, game modes' tier lists, teams,
 * guides, codes and equipment matched by words, ignoring case and accents, best matches first.
 */

export type SearchKind = 'hero' | 'tierList' | 'team' | 'guide' | 'code' | 'equipment';

/** The kinds in the order the results list them. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  'hero',
  'tierList',
  'team',
  'guide',
  'code',
  'equipment',
];

/** A text of a record that the search reads; the first one is what a result shows as its title. */
export interface SearchField {
  text: string;
  /** Shown under the title when the match is only in this field (a guide's text). */
  excerpt?: boolean;
}

export interface SearchEntry {
  kind: SearchKind;
  /** Unique within its kind. */
  key: string;
  /** Where the result opens, a path of the site. */
  path: string;
  /** The title first, then any other text that matches. */
  fields: readonly SearchField[];
}

/** An entry prepared once: its texts folded, each with where a folded character came from. */
interface IndexedField extends SearchField {
  folded: string;
  /** For each folded UTF-16 unit, its index in `text`, so an excerpt shows the original text. */
  origin: number[];
}

export interface IndexedEntry extends Omit<SearchEntry, 'fields'> {
  fields: readonly IndexedField[];
}

export interface SearchHit {
  entry: IndexedEntry;
  title: string;
  /** Some text around the match, when it was not in the title. */
  excerpt?: string;
}

/** At most this many results of each kind are listed. */
export const SEARCH_RESULTS_PER_KIND = 5;
const EXCERPT_BEFORE = 30;
const EXCERPT_LENGTH = 90;

/** Folds like foldForSearch, character by character, remembering where each one came from. */
function foldWithOrigin(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of text) {
    const part = character
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    folded += part;
    for (let unit = 0; unit < part.length; unit++) origin.push(index);
    index += character.length;
  }
  return { folded, origin };
}

export function indexEntry(entry: SearchEntry): IndexedEntry {
  return {
    ...entry,
    fields: entry.fields.map((field) => ({ ...field, ...foldWithOrigin(field.text) })),
  };
}

export function heroSearchEntry(hero: Pick<Hero, 'id' | 'name'>): SearchEntry {
  return {
    kind: 'hero',
    key: hero.id,
    path: paths.hero.href(hero.id),
    fields: [{ text: hero.name }],
  };
}

/** A game mode's tier list, found by the mode's name and its description. */
export function tierListSearchEntry(
  mode: Pick<GameMode, 'id' | 'name' | 'description'>,
): SearchEntry {
  return {
    kind: 'tierList',
    key: mode.id,
    path: paths.heroes.href({ mode: mode.id }),
    fields: [
      { text: `${mode.name} tier list` },
      ...(mode.description ? [{ text: mode.description, excerpt: true }] : []),
    ],
  };
}

/**
 * A team, found by its name, its tags and its members' names (`heroName` names the live heroes;
 * a member that is not live is left out).
 */
export function teamSearchEntry(
  team: Pick<Team, 'id' | 'name' | 'tags' | 'members'>,
  heroName: (id: string) => string | undefined,
): SearchEntry {
  const members = team.members.flatMap((member) => heroName(member.hero) ?? []);
  return {
    kind: 'team',
    key: team.id,
    path: paths.team.href(team.id),
    fields: [
      { text: team.name },
      ...(team.tags.length ? [{ text: team.tags.join(', '), excerpt: true }] : []),
      ...(members.length ? [{ text: members.join(', '), excerpt: true }] : []),
    ],
  };
}

export function guideSearchEntry(guide: Pick<Guide, 'id' | 'title' | 'content'>): SearchEntry {
  return {
    kind: 'guide',
    key: guide.id,
    path: paths.guide.href(guide.id),
    fields: [{ text: guide.title }, { text: htmlToText(guide.content), excerpt: true }],
  };
}

/** A fixed guide of the site, found by its title and summary. */
export function staticGuideSearchEntry(guide: {
  path: string;
  title: string;
  summary: string;
}): SearchEntry {
  return {
    kind: 'guide',
    key: guide.path,
    path: guide.path,
    fields: [{ text: guide.title }, { text: guide.summary, excerpt: true }],
  };
}

/** A code opens the codes page with that code picked out (`?code=`). */
export function codeSearchEntry(code: Pick<Code, 'id' | 'code'>): SearchEntry {
  return {
    kind: 'code',
    key: code.id,
    path: paths.codes.href({ code: code.code }),
    fields: [{ text: code.code }],
  };
}

/** An equipment item opens its page; found by its name, its slot and its set bonus. */
export function equipmentSearchEntry(
  item: Pick<EquipmentItem, 'id' | 'name' | 'slot' | 'setBonus'>,
): SearchEntry {
  return {
    kind: 'equipment',
    key: item.id,
    path: paths.equipmentItem.href(item.id),
    fields: [
      { text: item.name },
      { text: item.slot, excerpt: true },
      ...(item.setBonus ? [{ text: item.setBonus, excerpt: true }] : []),
    ],
  };
}

const isWordStart = (text: string, at: number) => at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!);

/**
 * How well one folded word matches a field, lower is better, or undefined when it does not:
 * the start of the text, then the start of a word, then anywhere; a title before other text.
 */
function wordScore(field: IndexedField, fieldIndex: number, word: string) {
  const at = field.folded.indexOf(word);
  if (at < 0) return undefined;
  let wordStart = at;
  while (wordStart >= 0 && !isWordStart(field.folded, wordStart)) {
    wordStart = field.folded.indexOf(word, wordStart + 1);
  }
  const place = at === 0 ? 0 : wordStart >= 0 ? 1 : 2;
  return { score: (fieldIndex === 0 ? 0 : 10) + place, at: wordStart >= 0 ? wordStart : at };
}

interface Scored {
  hit: SearchHit;
  score: number;
}

/** Every word of the query must be found in the entry; undefined when one is not. */
function scoreEntry(entry: IndexedEntry, words: string[], query: string): Scored | undefined {
  let score = 0;
  let excerptAt: { field: IndexedField; at: number } | undefined;
  for (const word of words) {
    let best: { score: number; at: number; field: IndexedField } | undefined;
    entry.fields.forEach((field, index) => {
      const found = wordScore(field, index, word);
      if (found && (!best || found.score < best.score)) best = { ...found, field };
    });
    if (!best) return undefined;
    score += best.score;
    if (best.score >= 10 && !excerptAt && best.field.excerpt) excerptAt = best;
  }
  const title = entry.fields[0]!;
  // A title that is the query itself comes before anything it merely starts with.
  if (title.folded.trim() === query) score -= 1;
  const hit: SearchHit = { entry, title: title.text };
  if (excerptAt) hit.excerpt = excerpt(excerptAt.field, excerptAt.at);
  return { hit, score };
}

/** A short piece of the original text around a match, cut at spaces, with "…" where cut. */
function excerpt({ text, origin }: IndexedField, foldedAt: number): string {
  const at = origin[foldedAt] ?? 0;
  const afterSpace = text.indexOf(' ', at - EXCERPT_BEFORE) + 1;
  const start = at <= EXCERPT_BEFORE ? 0 : Math.min(afterSpace || at, at);
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  const lastSpace = text.lastIndexOf(' ', end);
  if (end < text.length && lastSpace > at) end = lastSpace;
  const piece = text.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${piece}${end < text.length ? '…' : ''}`;
}

/**
 * The entries that match every word of the query, best first within each kind, kinds in
 * SEARCH_KINDS order, at most `perKind` of each. An empty query finds nothing.
 */
export function searchSite(
  entries: readonly IndexedEntry[],
  query: string,
  perKind = SEARCH_RESULTS_PER_KIND,
): SearchHit[] {
  const folded = foldForSearch(query);
  const words = folded.split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const scored = entries.flatMap((entry) => scoreEntry(entry, words, folded) ?? []);
  return SEARCH_KINDS.flatMap((kind) =>
    scored
      .filter((item) => item.hit.entry.kind === kind)
      .sort((a, b) => a.score - b.score || a.hit.title.localeCompare(b.hit.title))
      .slice(0, perKind)
      .map((item) => item.hit),
  );
}

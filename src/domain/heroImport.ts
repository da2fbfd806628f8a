import { invalid } from './errors';
import {
  HERO_LIST_KEYS,
  HERO_OPTIONAL_KEYS,
  STAT_KEYS,
  type HeroInput,
  type HeroOptionalKey,
} from './hero';
import { emptyHeroInput } from './heroFields';
import { heroInputSchema, trimmed } from './heroSchema';
import { canonicalTier } from './heroTier';

/**
 * Hero import files (docs/product.md#hero-import): entries lacking a name or a tier are empty
 * templates and are skipped; values are trimmed; blank list items are dropped; pets are objects
 * whose name is taken; known tiers get their canonical spelling.
 */
export interface ImportEntry {
  hero: HeroInput;
  /** The `id` the entry names ('' when none): it picks the hero to update when that one exists. */
  id: string;
  /** The `image` file name the entry names ('' when none), matched against the picked images. */
  image: string;
  /** Optional fields the entry leaves out: an update keeps the hero's own, a new hero has none. */
  absent: HeroOptionalKey[];
}

export interface ParsedImport {
  heroes: HeroInput[];
  skipped: number;
}

/** A field the entry gives with the wrong type: the entry is refused, naming the field. */
class WrongType extends Error {}

const EXPECTED_TEXT = 'Expected text or a number.';
const EXPECTED_LIST = 'Expected a list of names.';
const EXPECTED_STATS = 'Expected the stats as { "ATK": …, "DEF": …, "HP": …, "SPD": … }.';
/** The reason an entry that is not a hero object (a text, a number, a list) is refused. */
export const NOT_A_HERO_ENTRY = 'Expected a hero as { "name": …, "tier": … }.';

const isMissing = (value: unknown) => value === undefined || value === null;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Text trimmed, a number as text, nothing as ''; any other value is refused (`field`). */
function text(value: unknown, field: string): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (isMissing(value)) return '';
  throw new WrongType(`${field}: ${EXPECTED_TEXT}`);
}

/** A list of names (pets may be objects whose name is taken), blank items dropped. */
function listOf(value: unknown, field: string): string[] {
  if (isMissing(value)) return [];
  if (!Array.isArray(value)) throw new WrongType(`${field}: ${EXPECTED_LIST}`);
  return value
    .map((item) => {
      try {
        return text(isRecord(item) ? item.name : item, field);
      } catch {
        throw new WrongType(`${field}: ${EXPECTED_LIST}`);
      }
    })
    .filter((item) => item.length > 0);
}

function statsOf(value: unknown): Record<string, unknown> {
  if (isMissing(value)) return {};
  if (!isRecord(value)) throw new WrongType(`stats: ${EXPECTED_STATS}`);
  return value;
}

/**
 * One entry of the file: a hero, `null` for an empty template, or the reason it is refused (a
 * field of the wrong type is refused rather than read as empty, which would wipe what is stored).
 * `position` (from 1) names an entry whose name cannot be read.
 */
export function normalizeImportEntry(
  entry: unknown,
  position = 1,
): ImportEntry | { error: ImportError } | null {
  if (isMissing(entry)) return null;
  const unnamed = `entry ${position}`;
  if (!isRecord(entry)) return { error: { name: unnamed, reason: NOT_A_HERO_ENTRY } };
  let name = '';
  try {
    name = text(entry.name, 'name');
    const tier = canonicalTier(text(entry.tier, 'tier'));
    if (!name || !tier) return null;
    const rawStats = statsOf(entry.stats);
    const hero: HeroInput = {
      ...emptyHeroInput(),
      name,
      tier,
      description: text(entry.description, 'description'),
    };
    for (const key of STAT_KEYS) hero.stats[key] = text(rawStats[key], `stats.${key}`);
    for (const key of HERO_LIST_KEYS) hero[key] = listOf(entry[key], key);
    const absent = HERO_OPTIONAL_KEYS.filter((key) => isMissing(entry[key]));
    for (const key of HERO_OPTIONAL_KEYS) hero[key] = text(entry[key], key);
    return { hero, id: text(entry.id, 'id'), image: text(entry.image, 'image'), absent };
  } catch (error) {
    if (!(error instanceof WrongType)) throw error;
    return { error: { name: name || unnamed, reason: error.message } };
  }
}

/** The entries of an already-decoded import file; a wrong shape is `invalid`. */
export function parseImportEntries(data: unknown): {
  entries: ImportEntry[];
  skipped: number;
  /** Entries refused for a field of the wrong type, or for not being a hero at all. */
  errors: ImportError[];
} {
  if (!Array.isArray(data)) {
    throw invalid('The file must contain a JSON list of heroes ([ {...}, ... ]).');
  }
  const entries: ImportEntry[] = [];
  const errors: ImportError[] = [];
  let skipped = 0;
  data.forEach((raw, index) => {
    const entry = normalizeImportEntry(raw, index + 1);
    if (entry === null) skipped += 1;
    else if ('error' in entry) errors.push(entry.error);
    else entries.push(entry);
  });
  return { entries, skipped, errors };
}

/** The heroes of an already-decoded import file; a wrong shape is `invalid`. */
export function parseHeroImport(data: unknown): ParsedImport {
  const { entries, skipped } = parseImportEntries(data);
  return { heroes: entries.map((entry) => entry.hero), skipped };
}

/** The same limits as the hero form, except that imported heroes may lack a description. */
export const importedHeroSchema = heroInputSchema.extend({
  description: trimmed(5000),
});

export interface ImportError {
  name: string;
  reason: string;
}

/** The hero within the limits, or the first reason it is not. */
export function checkImportedHero(hero: HeroInput): { hero: HeroInput } | { error: ImportError } {
  const result = importedHeroSchema.safeParse(hero);
  if (result.success) return { hero: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  return {
    error: {
      name: hero.name,
      reason: issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Missing required fields',
    },
  };
}

/** What an import did: heroes created (`imported`), updated and left as they were. */
export interface ImportReport {
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errors: ImportError[];
}

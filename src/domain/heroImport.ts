import { z } from './zod';
import { invalid } from './errors';
import {
  HERO_LIST_KEYS,
  HERO_OPTIONAL_KEYS,
  STAT_KEYS,
  emptyHeroInput,
  type HeroInput,
  type HeroOptionalKey,
} from './hero';
import { heroInputSchema } from './heroSchema';
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

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function listOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) =>
      item !== null && typeof item === 'object'
        ? text((item as { name?: unknown }).name)
        : text(item),
    )
    .filter((item) => item.length > 0);
}

export function normalizeImportEntry(entry: unknown): ImportEntry | null {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return null;
  const raw = entry as Record<string, unknown>;
  const name = text(raw.name);
  const tier = canonicalTier(text(raw.tier));
  if (!name || !tier) return null;
  const rawStats = (raw.stats !== null && typeof raw.stats === 'object' ? raw.stats : {}) as Record<
    string,
    unknown
  >;
  const hero: HeroInput = { ...emptyHeroInput(), name, tier, description: text(raw.description) };
  for (const key of STAT_KEYS) hero.stats[key] = text(rawStats[key]);
  for (const key of HERO_LIST_KEYS) hero[key] = listOf(raw[key]);
  const absent = HERO_OPTIONAL_KEYS.filter((key) => raw[key] === undefined || raw[key] === null);
  for (const key of HERO_OPTIONAL_KEYS) hero[key] = text(raw[key]);
  return { hero, id: text(raw.id), image: text(raw.image), absent };
}

/** The entries of an already-decoded import file; a wrong shape is `invalid`. */
export function parseImportEntries(data: unknown): { entries: ImportEntry[]; skipped: number } {
  if (!Array.isArray(data)) {
    throw invalid('The file must contain a JSON list of heroes ([ {...}, ... ]).');
  }
  const entries: ImportEntry[] = [];
  let skipped = 0;
  for (const raw of data) {
    const entry = normalizeImportEntry(raw);
    if (entry) entries.push(entry);
    else skipped += 1;
  }
  return { entries, skipped };
}

/** The heroes of an already-decoded import file; a wrong shape is `invalid`. */
export function parseHeroImport(data: unknown): ParsedImport {
  const { entries, skipped } = parseImportEntries(data);
  return { heroes: entries.map((entry) => entry.hero), skipped };
}

/** The same limits as the hero form, except that imported heroes may lack a description. */
export const importedHeroSchema = heroInputSchema.extend({
  description: z.string().trim().max(5000, 'At most 5000 characters.'),
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

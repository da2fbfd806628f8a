import { z } from './zod';
import { invalid } from './errors';
import { HERO_LIST_KEYS, STAT_KEYS, emptyHeroInput, type HeroInput } from './hero';
import { heroInputSchema } from './heroSchema';

/**
 * Hero import files: entries lacking a name or a tier are empty templates and are
 * skipped; values are trimmed; blank list items are dropped; pets are objects whose name is taken.
 */
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

export function normalizeImportEntry(entry: unknown): HeroInput | null {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return null;
  const raw = entry as Record<string, unknown>;
  const name = text(raw.name);
  const tier = text(raw.tier);
  if (!name || !tier) return null;
  const rawStats = (raw.stats !== null && typeof raw.stats === 'object' ? raw.stats : {}) as Record<
    string,
    unknown
  >;
  const hero: HeroInput = { ...emptyHeroInput(), name, tier, description: text(raw.description) };
  for (const key of STAT_KEYS) hero.stats[key] = text(rawStats[key]);
  for (const key of HERO_LIST_KEYS) hero[key] = listOf(raw[key]);
  return hero;
}

/** Parses the already-decoded JSON of an import file; a wrong shape is `invalid`. */
export function parseHeroImport(data: unknown): ParsedImport {
  if (!Array.isArray(data)) {
    throw invalid('The file must contain a JSON list of heroes ([ {...}, ... ]).');
  }
  const heroes: HeroInput[] = [];
  let skipped = 0;
  for (const entry of data) {
    const hero = normalizeImportEntry(entry);
    if (hero) heroes.push(hero);
    else skipped += 1;
  }
  return { heroes, skipped };
}

/** The same limits as the hero form, except that imported heroes may lack a description. */
export const importedHeroSchema = heroInputSchema.extend({
  description: z.string().trim().max(5000, 'At most 5000 characters.'),
});

export interface ImportError {
  name: string;
  reason: string;
}

/** Splits parsed heroes into those within the limits and, by name, the first reason of the rest. */
export function checkImportedHeroes(heroes: readonly HeroInput[]): {
  valid: HeroInput[];
  errors: ImportError[];
} {
  const valid: HeroInput[] = [];
  const errors: ImportError[] = [];
  for (const hero of heroes) {
    const result = importedHeroSchema.safeParse(hero);
    if (result.success) {
      valid.push(result.data);
      continue;
    }
    const issue = result.error.issues[0];
    const field = issue?.path.join('.');
    errors.push({
      name: hero.name,
      reason: issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Missing required fields',
    });
  }
  return { valid, errors };
}

export interface ImportReport {
  imported: number;
  skipped: number;
  errors: ImportError[];
}

/**
 * A whole import, for every backend: parse, check, then hand the valid heroes to `store`, which
 * writes them all or none.
 */
export async function importHeroes(
  data: unknown,
  store: (heroes: HeroInput[]) => Promise<unknown>,
): Promise<ImportReport> {
  const parsed = parseHeroImport(data);
  const { valid, errors } = checkImportedHeroes(parsed.heroes);
  if (valid.length) await store(valid);
  return { imported: valid.length, skipped: parsed.skipped, errors };
}

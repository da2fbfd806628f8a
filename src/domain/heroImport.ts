import { z } from 'zod';
import { HERO_LIST_KEYS, STAT_KEYS, heroInputSchema, type HeroInput } from './hero';

/**
 * Hero import files: entries lacking a name or a tier are empty templates and are
 * skipped; values are trimmed; blank list items are dropped; pets are objects whose name is taken.
 */
export interface ParsedImport {
  heroes: HeroInput[];
  skipped: number;
}

export class ImportShapeError extends Error {}

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
  const hero: HeroInput = {
    name,
    tier,
    description: text(raw.description),
    stats: { ATK: '', DEF: '', HP: '', SPD: '' },
    recommendedTalisman: [],
    recommendedSpirit: [],
    recommendedRune: [],
    recommendedCodex: [],
    recommendedPet: [],
    imagePath: '',
  };
  for (const key of STAT_KEYS) hero.stats[key] = text(rawStats[key]);
  for (const key of HERO_LIST_KEYS) hero[key] = listOf(raw[key]);
  return hero;
}

/** Parses the already-decoded JSON of an import file. Throws ImportShapeError for a wrong shape. */
export function parseHeroImport(data: unknown): ParsedImport {
  if (!Array.isArray(data)) {
    throw new ImportShapeError('The file must contain a JSON list of heroes ([ {...}, ... ]).');
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

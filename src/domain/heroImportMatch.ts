import type { HeroInput } from './hero';
import type { ImportEntry, ImportError } from './heroImport';
import type { ExistingHero } from './heroImportPlanTypes';

/**
 * Which stored hero an import entry updates (docs/decisions.md#import-updates): the one its `id`
 * names, else the one of its name; and no hero taken by two entries of one file.
 */

/** A name as an import matches it: case, surrounding spaces and accents ignored. */
export const heroNameKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

export const SEVERAL_HEROES_NAMED = (name: string) =>
  `Several heroes are named ${name}; add the "id" of the one to update.`;
export const SAME_HERO_TWICE = (name: string) =>
  `Matches the same hero as an earlier entry of this file (${name}); only the first one is imported.`;

/** The stored heroes by id and by name key (several heroes may share a name). */
export function storedHeroIndex(existing: readonly ExistingHero[]) {
  const byId = new Map(existing.map((hero) => [hero.id, hero]));
  const byName = new Map<string, ExistingHero[]>();
  for (const hero of existing) {
    const key = heroNameKey(hero.name);
    byName.set(key, [...(byName.get(key) ?? []), hero]);
  }
  return { byId, byName };
}
export type StoredHeroIndex = ReturnType<typeof storedHeroIndex>;

/**
 * The stored hero the entry updates: the one its `id` names, else the one of its name (none for a
 * new hero). Several heroes of that name is an error.
 */
export function targetOf(
  entry: ImportEntry,
  hero: HeroInput,
  stored: StoredHeroIndex,
): { target: ExistingHero | undefined } | { error: ImportError } {
  const byId = entry.id ? stored.byId.get(entry.id) : undefined;
  if (byId) return { target: byId };
  const named = stored.byName.get(heroNameKey(hero.name)) ?? [];
  if (named.length > 1) {
    return { error: { name: hero.name, reason: SEVERAL_HEROES_NAMED(hero.name) } };
  }
  return { target: named[0] };
}

/**
 * Which stored hero (by id) or new hero (by name key) an earlier entry of the file already took,
 * with that entry's name: a later entry for the same hero is an error.
 */
export type TakenHeroes = Map<string, string>;

/** Takes the entry's hero for it, or the error when an earlier entry took it. */
export function takeHero(
  taken: TakenHeroes,
  hero: HeroInput,
  target: ExistingHero | undefined,
): ImportError | null {
  const key = target ? `id:${target.id}` : `new:${heroNameKey(hero.name)}`;
  const takenBy = taken.get(key);
  if (takenBy !== undefined) {
    return { name: hero.name, reason: SAME_HERO_TWICE(target?.name ?? takenBy) };
  }
  taken.set(key, hero.name);
  return null;
}

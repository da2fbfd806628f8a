import type { Hero } from './hero';

// Apart from tierChanges.ts, which the home page ships in the entry: only /heroes needs this.
/** When the tier list last changed: the newest `updatedAt` of its heroes, or null with none. */
export function tierListUpdatedAt(heroes: readonly Pick<Hero, 'updatedAt'>[]): string | null {
  return heroes.reduce<string | null>(
    (newest, hero) =>
      newest === null || Date.parse(hero.updatedAt) > Date.parse(newest) ? hero.updatedAt : newest,
    null,
  );
}

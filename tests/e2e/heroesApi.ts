import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type ConsoleWatch } from './fixtures';
import type { GameMode } from '../../src/domain/gameMode';
import type { Hero, HeroInput } from '../../src/domain/hero';

/**
 * The hero specs' own data, made through the API as the e2e admin: the seeded list is shared with
 * every spec running at the same time, so each test makes its heroes (unique names) and deletes
 * only those.
 */
const FIXTURES = new URL('../fixtures/', import.meta.url);
export const fixturePath = (name: string) => new URL(name, FIXTURES).pathname;

/**
 * Pages showing the whole shared list may ask for the image of a hero another spec has just
 * deleted; the browser logs that 404 as a console error, which is not the page's fault.
 */
const allowVanishedImages = (consoleWatch: ConsoleWatch) => consoleWatch.allow(/status of 404/);

/** The test of a page showing the whole shared list, whose console check allows those 404s. */
export const heroListTest = test.extend({
  // An override keeps the fixture automatic, as the one it overrides is.
  consoleWatch: async ({ consoleWatch }, provide) => {
    allowVanishedImages(consoleWatch);
    await provide(consoleWatch);
  },
});

export const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

/** A hero with an uploaded image, named `E2E Hero {stamp}` unless the test names it. */
export async function createHero(
  api: APIRequestContext,
  overrides: Partial<HeroInput>,
): Promise<Hero> {
  const upload = await api.post('api/files?folder=heroes&name=valid.png', {
    data: await readFile(fixturePath('uploads/valid.png')),
    headers: { 'content-type': 'image/png' },
  });
  expect(upload.status()).toBe(201);
  const response = await api.post('api/heroes', {
    data: {
      name: `E2E Hero ${stamp()}`,
      tier: 'S',
      description: 'Made by a browser test.',
      stats: { ATK: '100', DEF: '', HP: '900', SPD: '10' },
      recommendedTalisman: [],
      recommendedSpirit: [],
      recommendedRune: [],
      recommendedCodex: [],
      recommendedPet: [],
      imagePath: (await upload.json()).path,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** A game mode of the test's own, so that no list another file reads shows it. */
export async function createMode(
  api: APIRequestContext,
  input: { name: string; description?: string; position?: number },
): Promise<GameMode> {
  const response = await api.post('api/modes', { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export const listHeroes = async (api: APIRequestContext): Promise<Hero[]> =>
  (await api.get('api/heroes')).json();

export async function removeHeroes(api: APIRequestContext, heroes: Hero[]) {
  for (const hero of heroes) await api.delete(`api/heroes/${hero.id}`);
}

/** A hero made by an import, with no image, found by its unique name. */
export async function importHeroWithoutImage(
  api: APIRequestContext,
  entry: { name: string; tier: string; description?: string },
): Promise<Hero> {
  const response = await api.post('api/heroes/import', { data: { file: [entry] } });
  expect(response.status(), await response.text()).toBe(200);
  const hero = (await listHeroes(api)).find((item) => item.name === entry.name);
  expect(hero, `${entry.name} was imported`).toBeDefined();
  return hero!;
}

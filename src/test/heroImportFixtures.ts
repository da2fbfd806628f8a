import sampleFile from '../../tests/fixtures/heroes-sample.json';
import { emptyHeroInput } from '../domain/heroFields';
import type { HeroInput } from '../domain/hero';
import { parseHeroImport, type ImportMode } from '../domain/heroImport';
import type { BuildNotesCleaning } from '../domain/heroImportCleaning';
import type { ExistingHero } from '../domain/heroImportPlanTypes';

/** The import tests' heroes, game modes and HTML cleaning (src/domain/heroImport*.test.ts). */

export const NO_MODES: ImportMode[] = [];
/** The live game modes, in list order. */
export const LIVE_MODES: ImportMode[] = [
  { id: 'mode-campaign', name: 'Campaign' },
  { id: 'mode-arena', name: 'Arena' },
  { id: 'mode-guild', name: 'Guild Boss' },
];

let nextId = 0;
/** A stored hero of tier S with an image named after it, each with an id of its own. */
export const storedHero = (input: Partial<HeroInput> & { name: string }): ExistingHero => ({
  ...emptyHeroInput(),
  tier: 'S',
  imagePath: `heroes/1-${input.name.replace(/\W/g, '')}.png`,
  ...input,
  id: `hero-${(nextId += 1)}`,
  version: 3,
});

/** The sample heroes as seeded: the fixture's content, each with an image. */
export const seededHeroes = () =>
  parseHeroImport(sampleFile).heroes.map((hero, index) =>
    storedHero({ ...hero, imagePath: `heroes/1-sample${index}.png` }),
  );

/** Stands in for the guide-HTML sanitizer: drops inline event handlers. */
export const eventHandlersDropped: BuildNotesCleaning = {
  sanitize: (html) => html.replace(/ on\w+="[^"]*"/g, ''),
  isOwnImage: (src) => src.startsWith('/files/'),
};

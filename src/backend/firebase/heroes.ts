import type { HeroesApi } from '../contract';
import { compareHeroes } from '../../domain/hero';
import { HERO_DOCS } from './heroDocReads';
import { recordApi } from './recordApi';
import { recordReads } from './recordReads';
import type { FirebaseServices } from './services';
import type { LazyWrites } from './writes';

/**
 * Heroes (docs/firebase.md, `heroes/{id}`), in list order. Their writes and the import load with
 * an admin's first write (heroWrites.ts, heroImport.ts).
 */
export function createFirebaseHeroes(services: FirebaseServices, writes: LazyWrites): HeroesApi {
  const heroes = recordReads(services, 'heroes', HERO_DOCS);
  return {
    ...recordApi(heroes, writes),
    list: async () => (await heroes.list()).sort(compareHeroes),
    previewImport: async (data, imageFiles) =>
      (await writes()).heroImport.previewImport(data, imageFiles),
    importMany: async (data, images) => (await writes()).heroImport.importMany(data, images),
  };
}

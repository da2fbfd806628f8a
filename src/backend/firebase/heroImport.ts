import type { HeroesApi } from '../contract';
import type { GameMode } from '../../domain/gameMode';
import type { HeroInput } from '../../domain/hero';
import type { ImportItem } from '../../domain/heroImport';
import { heroFiles, heroHtml } from '../../domain/heroFiles';
import { adminEmail } from './adminGuard';
import { HERO_DOCS } from './heroDocReads';
import { lazyModule } from './lazyModule';
import { recordReads } from './recordReads';
import type { RecordWrites } from './recordWrites';
import type { FirebaseServices } from './services';
import { storedImageUrl } from './storedImages';

/** What an import plans from besides the heroes, read by their APIs. */
export interface ImportLists {
  /** The live game modes, in list order: a file names the heroes' ratings by them. */
  modes(): Promise<GameMode[]>;
  /** The live equipment items: a file names the heroes' recommended equipment by them. */
  equipment(): Promise<readonly ImportItem[]>;
}

/** The import's plan, and its writes: only admins importing download them. */
const importRules = lazyModule(() => import('../../domain/heroImportRun'));
const importWrites = lazyModule(() => import('./heroImportWrites'));

/** The HTML an import file's object gives under `key`, if any: what its import must clean. */
function htmlIn(value: unknown, key: string): string[] {
  const html = (value as Record<string, unknown> | null | undefined)?.[key];
  return typeof html === 'string' && html !== '' ? [html] : [];
}

/**
 * The hero import (docs/product.md#hero-import): its preview and its run, which plan from the
 * stored heroes and the live modes and items, then write the plan (heroImportWrites.ts).
 */
export function createHeroImport(
  services: FirebaseServices,
  heroes: RecordWrites<'heroes'>,
  lists: ImportLists,
  sanitizer: () => Promise<(html: string) => string>,
): Pick<HeroesApi, 'previewImport' | 'importMany'> {
  /**
   * How an import cleans each entry's build notes and skills' descriptions as it plans. The
   * sanitizer and Storage load only when the file holds such HTML (and images in it), as for a
   * single hero.
   */
  async function importNotes(data: unknown) {
    const notes = (Array.isArray(data) ? data : []).flatMap((entry: unknown) => {
      const skills = (entry as { skills?: unknown } | null)?.skills;
      const described = Array.isArray(skills) ? skills : [];
      return [
        ...htmlIn(entry, 'buildNotes'),
        ...described.flatMap((skill: unknown) => htmlIn(skill, 'description')),
      ];
    });
    const sanitize = notes.length ? await sanitizer() : (html: string) => html;
    const storage = notes.some((html) => /<img/i.test(html)) ? await services.storage() : null;
    return { sanitize, isOwnImage: (src: string) => storage?.pathOfUrl(src) != null };
  }

  /**
   * Which stored files the cleaned heroes show, listed on each document (`images`) so that the
   * media library finds them. Storage is loaded only when build notes or a skill show an image.
   */
  async function filesShownBy(cleaned: readonly HeroInput[]) {
    const shown = cleaned.some((hero) => heroHtml(hero).some((html) => /<img/i.test(html)));
    const storage = shown ? await services.storage() : null;
    return (hero: HeroInput) => heroFiles(hero, (src) => storage?.pathOfUrl(src) ?? null);
  }

  /** The stored heroes and the live modes and items an import plans from. */
  const stored = recordReads(services, 'heroes', HERO_DOCS);
  const current = () => Promise.all([stored.list(), lists.modes(), lists.equipment()]);

  return {
    async previewImport(data, imageFiles = []) {
      await adminEmail(services);
      const { previewImport } = await importRules();
      const [existing, liveModes, items] = await current();
      return previewImport(data, existing, liveModes, items, imageFiles, await importNotes(data));
    },

    async importMany(data, images = {}) {
      const author = await adminEmail(services);
      const { importHeroes, imagesOfPlan } = await importRules();
      const notes = await importNotes(data);
      const [existing, liveModes, items] = await current();
      // The plan's heroes carry their build notes cleaned already.
      return importHeroes(data, existing, liveModes, items, images, notes, async (plan) => {
        const urls = new Map<string, string>();
        for (const path of imagesOfPlan(plan, images)) {
          urls.set(path, await storedImageUrl(services, path, 'heroes'));
        }
        const filesOf = await filesShownBy([
          ...plan.creates,
          ...plan.updates.map((update) => update.hero),
        ]);
        const writes = await importWrites();
        await writes.storeImport(services, heroes, plan, author, urls, filesOf);
      });
    },
  };
}

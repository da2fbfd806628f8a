import type { HeroesApi } from '../contract';
import type { ImportItem } from '../../domain/heroImport';
import { compareHeroes, type HeroInput } from '../../domain/hero';
import { heroFiles, heroHtml } from '../../domain/heroFiles';
import { parseOrInvalid } from '../../domain/validation';
import { adminEmail } from './adminGuard';
import { heroFromDoc, nextTierHistory } from './heroDocReads';
import { lazyGuideHtmlSanitizer } from './guideHtmlSanitizer';
import { heroHistory } from './historyOf';
import { nowIso } from './documents';
import { lazyModule } from './lazyModule';
import { createFirebaseModes } from './modes';
import { recordCollection } from './recordCollection';
import type { FirebaseServices } from './services';
import { storedImageUrl } from './storedImages';
import type { WriteBy } from './versionedWrite';

const THIS_HERO = 'This hero';

/** The HTML an import file's object gives under `key`, if any: what its import must clean. */
function htmlIn(value: unknown, key: string): string[] {
  const html = (value as Record<string, unknown> | null | undefined)?.[key];
  return typeof html === 'string' && html !== '' ? [html] : [];
}

/** The zod schemas are downloaded by the first write, not by every visitor. */
const heroRules = lazyModule(() => import('../../domain/heroSchema'));
const importRules = lazyModule(() => import('../../domain/heroImportRun'));
const buildNotesRules = lazyModule(() => import('../../domain/heroBuildNotes'));
/** How a hero document is written (from the hero field list): only admins' writes download it. */
const heroDocs = lazyModule(() => import('./heroDocs'));
/** How an import is written: only admins importing download it. */
const importWrites = lazyModule(() => import('./heroImportWrites'));

export function createFirebaseHeroes(
  services: FirebaseServices,
  sanitizerWindow?: Window,
  /**
   * The live equipment items: an import file names the heroes' recommended equipment by them.
   * Handed over by the adapter, whose equipment code loads with its first call.
   */
  equipmentItems: () => Promise<readonly ImportItem[]> = async () => [],
): HeroesApi {
  const heroes = recordCollection(services, 'heroes', THIS_HERO, heroFromDoc, heroHistory);
  /** The live game modes, in list order: an import file names the heroes' ratings by them. */
  const modes = createFirebaseModes(services);
  const sanitizer = lazyGuideHtmlSanitizer(sanitizerWindow);

  /**
   * Build notes and skills' descriptions are cleaned as a guide is, and show only this project's
   * images.
   */
  async function clean<T extends HeroInput>(hero: T): Promise<T> {
    const html = heroHtml(hero);
    if (!html.length) return hero;
    const storage = html.some((text) => /<img/i.test(text)) ? await services.storage() : null;
    const { cleanedHero } = await buildNotesRules();
    return cleanedHero(hero, await sanitizer(), (src) => storage?.pathOfUrl(src) != null);
  }

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

  return {
    list: async () => (await heroes.list()).sort(compareHeroes),

    get: (id) => heroes.get(id),

    async create(input) {
      const author = await adminEmail(services);
      const hero = await clean(parseOrInvalid((await heroRules()).heroCreateSchema, input));
      const image = await storedImageUrl(services, hero.imagePath, 'heroes');
      const files = (await filesShownBy([hero]))(hero);
      const { newHeroDoc, liveEquipmentInTransaction } = await heroDocs();
      const also = hero.recommendedEquipment.length
        ? liveEquipmentInTransaction(services, hero.recommendedEquipment, () => [])
        : undefined;
      return heroes.add(newHeroDoc(hero, image, files, nowIso()), { author }, undefined, also);
    },

    async update(id, input, baseVersion, by?: Pick<WriteBy, 'action'>) {
      const author = await adminEmail(services);
      const hero = await clean(parseOrInvalid((await heroRules()).heroInputSchema, input));
      const files = (await filesShownBy([hero]))(hero);
      const { heroContentFields, liveEquipmentInTransaction } = await heroDocs();
      const write = { author, ...by };
      // The stored hero's items, read by the write before its check runs: those may stay.
      let kept: readonly string[] = [];
      const { record } = await heroes.update(
        id,
        baseVersion,
        async (stored) => {
          const old = heroFromDoc(id, stored);
          kept = old.recommendedEquipment;
          // The stored URL is kept unless the image itself changed.
          let image = old.imageUrl;
          if (hero.imagePath !== old.imagePath) {
            image = hero.imagePath ? await storedImageUrl(services, hero.imagePath, 'heroes') : '';
          }
          const now = nowIso();
          return {
            ...heroContentFields(hero, image, files),
            tierHistory: nextTierHistory(old, hero, now),
            updatedAt: now,
          };
        },
        write,
        liveEquipmentInTransaction(services, hero.recommendedEquipment, () => kept),
      );
      // The earlier image stays: the version kept in history still shows it.
      return record;
    },

    /** Into the trash: the image stays until the hero is purged (history.ts). */
    async remove(id) {
      await heroes.remove(id, { author: await adminEmail(services) });
    },

    async previewImport(data, imageFiles = []) {
      await adminEmail(services);
      const { previewImport } = await importRules();
      const [existing, liveModes, items] = await Promise.all([
        heroes.list(),
        modes.list(),
        equipmentItems(),
      ]);
      return previewImport(data, existing, liveModes, items, imageFiles, await importNotes(data));
    },

    async importMany(data, images = {}) {
      const author = await adminEmail(services);
      const { importHeroes, imagesOfPlan } = await importRules();
      const notes = await importNotes(data);
      const [existing, liveModes, items] = await Promise.all([
        heroes.list(),
        modes.list(),
        equipmentItems(),
      ]);
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

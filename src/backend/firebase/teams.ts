import { doc, type DocumentData } from 'firebase/firestore/lite';
import type { TeamsApi } from '../contract';
import { guideImageSources } from '../../domain/guide';
import { sortTeams, teamHeroIds, type TeamInput } from '../../domain/team';
import { parseOrInvalid } from '../../domain/validation';
import { adminEmail } from './adminGuard';
import { teamFields, teamFromDoc } from './converters';
import { nowIso } from './documents';
import { lazyGuideHtmlSanitizer } from './guideHtmlSanitizer';
import { teamHistory } from './historyOf';
import { lazyModule } from './lazyModule';
import { recordCollection } from './recordCollection';
import type { FirebaseServices } from './services';
import type { AlsoInTransaction, WriteBy } from './versionedWrite';

const THIS_TEAM = 'This team';

/** The zod schema and the write checks are downloaded with the first write, not by every visitor. */
const teamRules = lazyModule(() => import('../../domain/teamSchema'));
const teamChecks = lazyModule(() => import('../../domain/teamChecks'));

/**
 * Whether `id` can name a document: one that cannot (empty, with a slash, or a name Firestore
 * keeps for itself) names no live record, and is not read.
 */
const canNameDocument = (id: string) =>
  id !== '' && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);

/**
 * Teams (docs/product.md#teams): documents of `teams`. A write names a live game mode and live
 * heroes: its transaction reads their documents (`modes/{id}`, `heroes/{id}`; a deleted one is in
 * the trash, not there), so one deleted meanwhile makes Firestore run the write again, which then
 * refuses it. Its notes are cleaned by the one guide-HTML sanitizer, as a guide's content is.
 */
export function createFirebaseTeams(
  services: FirebaseServices,
  sanitizerWindow: Window | undefined,
): TeamsApi {
  const teams = recordCollection(services, 'teams', THIS_TEAM, teamFromDoc, teamHistory);
  const sanitizer = lazyGuideHtmlSanitizer(sanitizerWindow);

  /**
   * The input as the schema cleans it, its notes as the sanitizer cleans them, and the paths of
   * the images they show (files of this project's bucket only). The sanitizer and Storage load
   * only for notes (with images).
   */
  async function cleanTeam(input: TeamInput): Promise<{ team: TeamInput; images: string[] }> {
    const parsed = parseOrInvalid((await teamRules()).teamInputSchema, input);
    if (parsed.notes === '') return { team: parsed, images: [] };
    const storage = /<img/i.test(parsed.notes) ? await services.storage() : null;
    const pathOf = (src: string) => storage?.pathOfUrl(src) ?? null;
    const { cleanedTeam } = await teamChecks();
    const team = cleanedTeam(parsed, await sanitizer(), (src) => pathOf(src) !== null);
    const images = [...new Set(guideImageSources(team.notes).map((src) => pathOf(src)!))];
    return { team, images };
  }

  /** Part of the write's transaction: its game mode and heroes must exist now. */
  async function liveInTransaction(team: TeamInput): Promise<AlsoInTransaction> {
    const { requireLiveTeam } = await teamChecks();
    const heroIds = [...new Set(teamHeroIds(team))];
    return async (transaction) => {
      const db = services.firestore();
      const exists = async (collectionName: string, id: string) =>
        canNameDocument(id) && (await transaction.get(doc(db, collectionName, id))).exists();
      const [modeLive, ...heroesLive] = await Promise.all([
        exists('modes', team.mode),
        ...heroIds.map((id) => exists('heroes', id)),
      ]);
      requireLiveTeam(team, {
        modes: new Set(modeLive ? [team.mode] : []),
        heroes: new Set(heroIds.filter((_, index) => heroesLive[index])),
      });
      return () => undefined;
    };
  }

  return {
    list: async () => sortTeams(await teams.list()),

    get: (id) => teams.get(id),

    async create(input) {
      const author = await adminEmail(services);
      const { team, images } = await cleanTeam(input);
      const now = nowIso();
      const data = { ...teamFields(team, images), createdAt: now, updatedAt: now, version: 1 };
      return teams.add(data, { author }, teams.newRef(), await liveInTransaction(team));
    },

    async update(id, input, baseVersion, by?: Pick<WriteBy, 'action'>) {
      const author = await adminEmail(services);
      const { team, images } = await cleanTeam(input);
      const fields = (): DocumentData => ({ ...teamFields(team, images), updatedAt: nowIso() });
      const also = await liveInTransaction(team);
      const { record } = await teams.update(id, baseVersion, fields, { author, ...by }, also);
      return record;
    },

    /** Into the trash, with the mode and heroes it names as they are. */
    async remove(id) {
      await teams.remove(id, { author: await adminEmail(services) });
    },
  };
}

import { doc, type DocumentData } from 'firebase/firestore/lite';
import type { TeamsApi } from '../contract';
import { guideImageSources } from '../../domain/guide';
import { contentOfRecord } from '../../domain/history';
import {
  sortTeams,
  teamHeroIds,
  type Team,
  type TeamInput,
  type TeamMember,
} from '../../domain/team';
import { parseOrInvalid } from '../../domain/validation';
import { adminEmail } from './adminGuard';
import { isoOrNull, isRecord, namesOf, textOf, versionOf } from './converters';
import { lazyGuideHtmlSanitizer } from './guideHtmlSanitizer';
import { lazyModule } from './lazyModule';
import type { recordCollection } from './recordCollection';
import type { HistoryOf } from './revisions';
import type { FirebaseServices } from './services';
import type { AlsoInTransaction, WriteBy } from './versionedWrite';

/*
 * Teams (docs/firebase.md, "teams/{id}"): this module is loaded with the first call of the teams'
 * API (index.ts) or with history, so a visitor who opens no team downloads none of it.
 */

const THIS_TEAM = 'This team';

/** What a team document holds besides its times and version. */
export interface TeamFields extends TeamInput {
  /** Storage paths of the images the notes show, so that a query finds a file in use. */
  images: string[];
}

export const teamFields = (input: TeamInput, images: string[]): TeamFields => ({
  name: input.name,
  mode: input.mode,
  members: input.members.map(({ hero, role, substitutes }) => ({ hero, role, substitutes })),
  notes: input.notes,
  images,
  tags: input.tags,
});

/** A slot as stored; one without a hero cannot be shown, and is dropped. */
function membersOf(value: unknown): TeamMember[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .map((member) => ({
      hero: textOf(member.hero),
      role: textOf(member.role),
      substitutes: namesOf(member.substitutes),
    }))
    .filter((member) => member.hero !== '');
}

export function teamFromDoc(id: string, data: DocumentData): Team {
  return {
    id,
    name: textOf(data.name),
    mode: textOf(data.mode),
    members: membersOf(data.members),
    notes: textOf(data.notes),
    tags: namesOf(data.tags),
    createdAt: isoOrNull(data.createdAt) ?? '',
    updatedAt: isoOrNull(data.updatedAt) ?? '',
    version: versionOf(data),
  };
}

/** What history keeps of a team document (src/domain/history.ts says what a version is). */
export const teamHistory = (id: string) =>
  ({
    collection: 'teams',
    itemId: id,
    content: (data) => contentOfRecord('teams', teamFromDoc(id, data)),
    // A team lists the paths of the images its notes show (cleanTeam, below).
    files: (data: DocumentData) => namesOf(data.images),
    imageUrls: () => ({}),
    writtenAt: (data) => teamFromDoc(id, data).updatedAt,
  }) satisfies HistoryOf & { collection: 'teams' };

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
 * Teams (docs/product.md#teams): documents of `teams`, loaded with the first call (index.ts), so a
 * visitor who opens no team downloads none of this. A write names a live game mode and live
 * heroes: its transaction reads their documents (`modes/{id}`, `heroes/{id}`; a deleted one is in
 * the trash, not there), so one deleted meanwhile makes Firestore run the write again, which then
 * refuses it. Its notes are cleaned by the one guide-HTML sanitizer, as a guide's content is.
 */
export function createFirebaseTeams(
  services: FirebaseServices,
  /**
   * recordCollection, handed over by the adapter rather than imported: imported from this lazily
   * loaded module, the bundler moved the modules it shares with the adapter into a chunk of their
   * own, which every visitor then downloaded as one more request (docs/decisions.md#visitor-budget).
   */
  records: typeof recordCollection,
  sanitizerWindow: Window | undefined,
): TeamsApi {
  const teams = records(services, 'teams', THIS_TEAM, teamFromDoc, teamHistory);
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
      const now = new Date().toISOString();
      const data = { ...teamFields(team, images), createdAt: now, updatedAt: now, version: 1 };
      return teams.add(data, { author }, teams.newRef(), await liveInTransaction(team));
    },

    async update(id, input, baseVersion, by?: Pick<WriteBy, 'action'>) {
      const author = await adminEmail(services);
      const { team, images } = await cleanTeam(input);
      const fields = (): DocumentData => ({
        ...teamFields(team, images),
        updatedAt: new Date().toISOString(),
      });
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

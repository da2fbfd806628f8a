import type { DocumentData } from 'firebase/firestore/lite';
import type { GuildLevelEntry, GuildLevelTable } from '../../domain/guildTable';
import { guildLevelsSchema } from '../../domain/guildTableSchema';
import { GUILD_TABLE_ITEM } from '../../domain/history';
import {
  SITE_SETTINGS_ITEM,
  siteSettingsFromStored,
  storedSiteSettings,
  type SiteSettings,
  type SiteSettingsInput,
} from '../../domain/siteSettings';
import { siteSettingsInputSchema } from '../../domain/siteSettingsSchema';
import { parseOrInvalid } from '../../domain/validation';
import { adminEmail } from './adminGuard';
import { nowIso } from './documents';
import type { HistoryOf } from './revisions';
import type { FirebaseServices } from './services';
import {
  GUILD_TABLE,
  guildTableFromDoc,
  SITE_SETTINGS,
  siteSettingsFromDoc,
  type SettingDocument,
} from './settingsDocs';
import { versionedWrite, type WriteBy } from './versionedWrite';

/** What history keeps of the guild table's document. */
const guildTableHistory: HistoryOf = {
  collection: 'guildTable',
  itemId: GUILD_TABLE_ITEM,
  content: (data) => ({ levels: guildTableFromDoc(data).levels }),
  files: () => [],
  imageUrls: () => ({}),
  writtenAt: (data) => guildTableFromDoc(data).updatedAt ?? '',
};

/** What history keeps of the site settings' document. */
const siteSettingsHistory: HistoryOf = {
  collection: 'site',
  itemId: SITE_SETTINGS_ITEM,
  // As our server keeps it: the legend's explained lines only (storedSiteSettings).
  content: (data: DocumentData) => storedSiteSettings(siteSettingsFromDoc(data)),
  files: () => [],
  imageUrls: () => ({}),
  writtenAt: (data) => siteSettingsFromDoc(data).updatedAt ?? '',
};

export function guildTableDoc(levels: GuildLevelEntry[], now: string, version: number) {
  return {
    levels: levels.map(({ level, points, estimated }) => ({ level, points, estimated })),
    updatedAt: now,
    version,
  };
}

/**
 * The whole legend is stored, a line for every tier ('' for one not explained), and the whole
 * list of equipment slots.
 */
export function siteSettingsDoc(input: SiteSettingsInput, now: string, version: number) {
  const whole = siteSettingsFromStored(input);
  return {
    communityUrl: input.communityUrl,
    tierLegend: whole.tierLegend,
    equipmentSlots: whole.equipmentSlots,
    updatedAt: now,
    version,
  };
}

type Restore = Pick<WriteBy, 'action'>;

/** The saves of the settings, with `by.action` `restored` for an earlier version put back. */
export interface SettingsWrites {
  saveGuildTable(
    levels: GuildLevelEntry[],
    baseVersion: number,
    by?: Restore,
  ): Promise<GuildLevelTable>;
  saveSite(input: SiteSettingsInput, baseVersion: number, by?: Restore): Promise<SiteSettings>;
}

/**
 * The saves of the guild level table and the site settings (docs/firebase.md): each document only
 * exists once an admin saves it, so version 0 means "never saved", valid only while it does not.
 */
export function createSettingsWrites(services: FirebaseServices): SettingsWrites {
  /** Replaces `setting` with `document` as its next version, kept in history as `history`. */
  async function save<T>(
    setting: SettingDocument<T>,
    history: HistoryOf,
    document: (now: string, version: number) => DocumentData,
    baseVersion: number,
    by: WriteBy,
  ): Promise<T> {
    const { record } = await versionedWrite({
      ref: setting.ref(services),
      subject: setting.subject,
      baseVersion,
      missingIsNew: true,
      fields: (_stored, version) => document(nowIso(), version),
      read: setting.read,
      history,
      by,
    });
    return record;
  }

  return {
    async saveGuildTable(levels, baseVersion, by) {
      const author = await adminEmail(services);
      const valid = parseOrInvalid(guildLevelsSchema, levels);
      const document = (now: string, version: number) => guildTableDoc(valid, now, version);
      return save(GUILD_TABLE, guildTableHistory, document, baseVersion, { author, ...by });
    },

    async saveSite(input, baseVersion, by) {
      const author = await adminEmail(services);
      const valid = parseOrInvalid(siteSettingsInputSchema, input);
      const document = (now: string, version: number) => siteSettingsDoc(valid, now, version);
      return save(SITE_SETTINGS, siteSettingsHistory, document, baseVersion, { author, ...by });
    },
  };
}

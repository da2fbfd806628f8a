/**
 * How the settings documents are found and read (docs/firebase.md): the guild level table
 * (`settings/guildTable`) and the site settings (`settings/site`). Their writes are
 * settingsWrites.ts's, which load with the first.
 */
import type { DocumentData, DocumentReference } from 'firebase/firestore/lite';
import {
  defaultGuildLevels,
  type GuildLevelEntry,
  type GuildLevelTable,
} from '../../domain/guildTable';
import {
  NO_SITE_SETTINGS,
  siteSettingsFromStored,
  type SiteSettings,
} from '../../domain/siteSettings';
import { isRecord, isoOrNull, versionOf } from './converters';
import { documentIn } from './documents';
import type { FirebaseServices } from './services';

/**
 * One settings document: what it is called in messages, where it is, how it reads, and what it
 * reads as until an admin first saves it (version 0: the document does not exist yet).
 */
export interface SettingDocument<T> {
  subject: string;
  ref(services: FirebaseServices): DocumentReference;
  read(data: DocumentData): T;
  unsaved(): T;
}

function levelOf(value: unknown): GuildLevelEntry | null {
  if (!isRecord(value) || typeof value.level !== 'number' || typeof value.points !== 'number') {
    return null;
  }
  return { level: value.level, points: value.points, estimated: value.estimated === true };
}

/** A stored table (the adapter shows the default one, version 0, while none is stored). */
export function guildTableFromDoc(data: DocumentData): GuildLevelTable {
  const levels = Array.isArray(data.levels)
    ? data.levels.map(levelOf).filter((entry) => entry !== null)
    : [];
  return { levels, updatedAt: isoOrNull(data.updatedAt), version: versionOf(data) };
}

export function siteSettingsFromDoc(data: DocumentData): SiteSettings {
  return {
    // A document saved before the legend existed, or a tier without a line, has none.
    ...siteSettingsFromStored(data),
    updatedAt: isoOrNull(data.updatedAt),
    version: versionOf(data),
  };
}

export const GUILD_TABLE: SettingDocument<GuildLevelTable> = {
  subject: 'The guild level table',
  ref: (services) =>
    documentIn(services.firestore(), 'settings', 'guildTable', GUILD_TABLE.subject),
  read: guildTableFromDoc,
  // Until an admin saves it, the default table is shown.
  unsaved: () => ({ levels: defaultGuildLevels(), updatedAt: null, version: 0 }),
};

export const SITE_SETTINGS: SettingDocument<SiteSettings> = {
  subject: 'The site settings',
  ref: (services) => documentIn(services.firestore(), 'settings', 'site', SITE_SETTINGS.subject),
  read: siteSettingsFromDoc,
  unsaved: () => ({ ...NO_SITE_SETTINGS }),
};

/**
 * How the settings documents are written and read (docs/firebase.md): the guild level table
 * (`settings/guildTable`) and the site settings (`settings/site`).
 */
import type { DocumentData } from 'firebase/firestore/lite';
import type { GuildLevelEntry, GuildLevelTable } from '../../domain/guildTable';
import {
  siteSettingsFromStored,
  type SiteSettings,
  type SiteSettingsInput,
} from '../../domain/siteSettings';
import { isRecord, isoOrNull, versionOf } from './converters';

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

export function guildTableDoc(levels: GuildLevelEntry[], now: string, version: number) {
  return {
    levels: levels.map(({ level, points, estimated }) => ({ level, points, estimated })),
    updatedAt: now,
    version,
  };
}

export function siteSettingsFromDoc(data: DocumentData): SiteSettings {
  return {
    // A document saved before the legend existed, or a tier without a line, has none.
    ...siteSettingsFromStored(data),
    updatedAt: isoOrNull(data.updatedAt),
    version: versionOf(data),
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

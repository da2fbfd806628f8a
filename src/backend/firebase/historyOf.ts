import type { DocumentData } from 'firebase/firestore/lite';
import { contentOfRecord, GUILD_TABLE_ITEM } from '../../domain/history';
import { SITE_SETTINGS_ITEM, storedSiteSettings } from '../../domain/siteSettings';
import { isoOrNull } from './converters';
import { codeFromDoc } from './codeDocs';
import { gameModeFromDoc } from './gameModeDocs';
import { guideFromDoc } from './guideDocs';
import { heroFromDoc } from './heroDocReads';
import { mediaPathOf } from './mediaDocs';
import { guildTableFromDoc, siteSettingsFromDoc } from './settingsDocs';
import type { HistoryOf } from './revisions';

export const stringList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The stored files a hero document shows: the `images` its write listed (heroes.ts), and its
 * image for a document of an older version that lists none.
 */
export function heroStoredFiles(id: string, data: DocumentData): string[] {
  const path = heroFromDoc(id, data).imagePath;
  return [...new Set([...(path ? [path] : []), ...stringList(data.images)])];
}

/** What history keeps of each kind of document (src/domain/history.ts says what a version is). */
export const heroHistory = (id: string) =>
  ({
    collection: 'heroes',
    itemId: id,
    content: (data) => contentOfRecord('heroes', heroFromDoc(id, data)),
    files: (data) => heroStoredFiles(id, data),
    imageUrls: (data) => {
      const hero = heroFromDoc(id, data);
      return hero.imagePath ? { [hero.imagePath]: hero.imageUrl } : {};
    },
    writtenAt: (data) => heroFromDoc(id, data).updatedAt,
  }) satisfies HistoryOf & { collection: 'heroes' };

export const codeHistory = (id: string) =>
  ({
    collection: 'codes',
    itemId: id,
    // Its date added only when an admin gave one, as on our server (a new code's createdAt is
    // not known yet when its first version is written).
    content: (data) => ({
      ...contentOfRecord('codes', codeFromDoc(id, data)),
      addedAt: isoOrNull(data.addedAt),
    }),
    files: () => [],
    imageUrls: () => ({}),
    writtenAt: (data) => codeFromDoc(id, data).createdAt,
  }) satisfies HistoryOf & { collection: 'codes' };

export const guideHistory = (id: string) =>
  ({
    collection: 'guides',
    itemId: id,
    content: (data) => contentOfRecord('guides', guideFromDoc(id, data)),
    // A guide lists the paths of the images its content shows (guides.ts, cleanGuide).
    files: (data: DocumentData) => stringList(data.images),
    imageUrls: () => ({}),
    writtenAt: (data) => guideFromDoc(id, data).updatedAt,
  }) satisfies HistoryOf & { collection: 'guides' };

export const gameModeHistory = (id: string) =>
  ({
    collection: 'modes',
    itemId: id,
    content: (data) => contentOfRecord('modes', gameModeFromDoc(id, data)),
    files: () => [],
    imageUrls: () => ({}),
    writtenAt: (data) => gameModeFromDoc(id, data).updatedAt,
  }) satisfies HistoryOf & { collection: 'modes' };

export const guildTableHistory: HistoryOf = {
  collection: 'guildTable',
  itemId: GUILD_TABLE_ITEM,
  content: (data) => ({ levels: guildTableFromDoc(data).levels }),
  files: () => [],
  imageUrls: () => ({}),
  writtenAt: (data) => guildTableFromDoc(data).updatedAt ?? '',
};

export const siteSettingsHistory: HistoryOf = {
  collection: 'site',
  itemId: SITE_SETTINGS_ITEM,
  // As our server keeps it: the legend's explained lines only (storedSiteSettings).
  content: (data) => storedSiteSettings(siteSettingsFromDoc(data)),
  files: () => [],
  imageUrls: () => ({}),
  writtenAt: (data) => siteSettingsFromDoc(data).updatedAt ?? '',
};

export const mediaHistory = (slotId: string): HistoryOf => ({
  collection: 'media',
  itemId: slotId,
  content: (data) => ({ imagePath: mediaPathOf(data) }),
  files: (data) => (mediaPathOf(data) ? [mediaPathOf(data)] : []),
  imageUrls: (data) =>
    mediaPathOf(data) && typeof data.imageUrl === 'string'
      ? { [mediaPathOf(data)]: data.imageUrl }
      : {},
  writtenAt: (data) => (typeof data.updatedAt === 'string' ? data.updatedAt : ''),
});

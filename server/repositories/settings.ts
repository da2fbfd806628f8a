import type { Database } from '../db/database';
import { revisionLog, type VersionRecord, type WriteBy } from './revisionLog';
import { conflict } from '../../src/domain/errors';
import {
  defaultGuildLevels,
  type GuildLevelEntry,
  type GuildLevelTable,
} from '../../src/domain/guildTable';
import { GUILD_TABLE_ITEM, type HistoryContent } from '../../src/domain/history';
import {
  NO_SITE_SETTINGS,
  SITE_SETTINGS_ITEM,
  siteSettingsFromStored,
  storedSiteSettings,
  type SiteSettings,
  type SiteSettingsInput,
  type StoredSiteSettings,
} from '../../src/domain/siteSettings';

interface SettingRow<V> {
  value: V;
  version: number;
  updated_at: Date;
}

/** One document of `settings`, under its key, kept in history as the item of a collection. */
interface SettingDocument<C extends 'guildTable' | 'site', V, R> {
  key: string;
  collection: C;
  /** What it reads as before an admin first saves it (version 0). */
  unsaved: () => R;
  read: (row: SettingRow<V>) => R;
  content: (value: V) => HistoryContent[C];
  /** What its label says in conflict messages. */
  subject: string;
}

const GUILD_TABLE: SettingDocument<'guildTable', GuildLevelEntry[], GuildLevelTable> = {
  key: GUILD_TABLE_ITEM,
  collection: 'guildTable',
  unsaved: () => ({ levels: defaultGuildLevels(), updatedAt: null, version: 0 }),
  read: (row) => ({
    levels: row.value,
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  }),
  content: (levels) => ({ levels }),
  subject: 'The guild level table',
};

/**
 * Stored with the tier legend's explained lines only (src/domain/siteSettings.ts), so settings
 * saved before the legend existed read as an empty legend.
 */
const SITE: SettingDocument<'site', StoredSiteSettings, SiteSettings> = {
  key: SITE_SETTINGS_ITEM,
  collection: 'site',
  unsaved: () => ({ ...NO_SITE_SETTINGS }),
  read: (row) => ({
    ...siteSettingsFromStored(row.value),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  }),
  // History keeps them in the stored shape, whose left-out lines a restore reads as none.
  content: (value) => storedSiteSettings(siteSettingsFromStored(value)) as SiteSettingsInput,
  subject: 'The site settings',
};

/** Small site-wide documents, each stored under a key: the guild level table and the site settings. */
export function settingsRepository(db: Database) {
  const history = revisionLog();

  async function load<C extends 'guildTable' | 'site', V, R>(
    document: SettingDocument<C, V, R>,
  ): Promise<R> {
    const rows = await db.query<SettingRow<V>>(
      'SELECT value, version, updated_at FROM settings WHERE key = $1',
      [document.key],
    );
    const row = rows[0];
    // Version 0 means "never saved": the first save must send baseVersion 0.
    return row ? document.read(row) : document.unsaved();
  }

  /**
   * Compare-and-set on the locked row, so of two saves based on the same version exactly one
   * wins and the other gets a conflict, on PGlite and on PostgreSQL with several instances alike.
   */
  const save = <C extends 'guildTable' | 'site', V, R>(
    document: SettingDocument<C, V, R>,
    value: V,
    baseVersion: number,
    by: WriteBy,
  ) =>
    db.transaction(async (tx): Promise<R> => {
      const versionOf = (row: SettingRow<V>): VersionRecord<C> & { at: Date } => ({
        collection: document.collection,
        itemId: document.key,
        version: row.version,
        content: document.content(row.value),
        at: row.updated_at,
      });
      const json = JSON.stringify(value);
      const [old] = await tx.query<SettingRow<V>>(
        'SELECT value, version, updated_at FROM settings WHERE key = $1 FOR UPDATE',
        [document.key],
      );
      const rows =
        baseVersion === 0
          ? await tx.query<SettingRow<V>>(
              `INSERT INTO settings (key, value, version, updated_at) VALUES ($1, $2::jsonb, 1, now())
               ON CONFLICT (key) DO NOTHING RETURNING value, version, updated_at`,
              [document.key, json],
            )
          : await tx.query<SettingRow<V>>(
              `UPDATE settings SET value = $2::jsonb, version = version + 1, updated_at = now()
               WHERE key = $1 AND version = $3 RETURNING value, version, updated_at`,
              [document.key, json, baseVersion],
            );
      const row = rows[0];
      if (!row) throw conflict(document.subject);
      if (old) await history.updated(tx, versionOf(row), versionOf(old), by);
      else await history.created(tx, versionOf(row), by);
      return document.read(row);
    });

  return {
    guildTable: () => load(GUILD_TABLE),
    saveGuildTable: (levels: GuildLevelEntry[], baseVersion: number, by: WriteBy) =>
      save(GUILD_TABLE, levels, baseVersion, by),
    site: () => load(SITE),
    saveSite: (input: SiteSettingsInput, baseVersion: number, by: WriteBy) =>
      save(SITE, storedSiteSettings(input), baseVersion, by),
  };
}

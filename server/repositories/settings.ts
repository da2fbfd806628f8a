import type { Queryable } from '../db/database';
import { conflict } from '../../src/domain/errors';
import {
  defaultGuildLevels,
  type GuildLevelEntry,
  type GuildLevelTable,
} from '../../src/domain/guildTable';

const GUILD_TABLE_KEY = 'guild-table';

interface SettingRow {
  value: GuildLevelEntry[];
  version: number;
  updated_at: Date;
}

const toTable = (row: SettingRow): GuildLevelTable => ({
  levels: row.value,
  updatedAt: row.updated_at.toISOString(),
  version: row.version,
});

/** Small site-wide documents, each stored under a key: for now the guild level table. */
export function settingsRepository(db: Queryable) {
  return {
    async guildTable(): Promise<GuildLevelTable> {
      const rows = await db.query<SettingRow>(
        'SELECT value, version, updated_at FROM settings WHERE key = $1',
        [GUILD_TABLE_KEY],
      );
      const row = rows[0];
      // Version 0 means "never saved": the first save must send baseVersion 0.
      return row ? toTable(row) : { levels: defaultGuildLevels(), updatedAt: null, version: 0 };
    },

    /**
     * Compare-and-set in one statement, so of two saves based on the same version exactly one
     * wins and the other gets a conflict, on PGlite and on PostgreSQL with several instances alike.
     */
    async saveGuildTable(levels: GuildLevelEntry[], baseVersion: number): Promise<GuildLevelTable> {
      const value = JSON.stringify(levels);
      const rows =
        baseVersion === 0
          ? await db.query<SettingRow>(
              `INSERT INTO settings (key, value, version, updated_at) VALUES ($1, $2::jsonb, 1, now())
               ON CONFLICT (key) DO NOTHING RETURNING value, version, updated_at`,
              [GUILD_TABLE_KEY, value],
            )
          : await db.query<SettingRow>(
              `UPDATE settings SET value = $2::jsonb, version = version + 1, updated_at = now()
                WHERE key = $1 AND version = $3 RETURNING value, version, updated_at`,
              [GUILD_TABLE_KEY, value, baseVersion],
            );
      const row = rows[0];
      if (!row) throw conflict('The guild level table');
      return toTable(row);
    },
  };
}

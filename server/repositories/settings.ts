import type { Database } from '../db/database';
import { revisionLog, type WriteBy } from '../history/revisionLog';
import { conflict } from '../../src/domain/errors';
import {
  defaultGuildLevels,
  type GuildLevelEntry,
  type GuildLevelTable,
} from '../../src/domain/guildTable';
import { GUILD_TABLE_ITEM } from '../../src/domain/history';

const GUILD_TABLE_KEY = GUILD_TABLE_ITEM;

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
export function settingsRepository(db: Database) {
  const history = revisionLog();
  const versionOf = (row: SettingRow) => ({
    collection: 'guildTable' as const,
    itemId: GUILD_TABLE_ITEM,
    version: row.version,
    content: { levels: row.value },
    at: row.updated_at,
  });

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
     * Compare-and-set on the locked row, so of two saves based on the same version exactly one
     * wins and the other gets a conflict, on PGlite and on PostgreSQL with several instances alike.
     */
    saveGuildTable: (levels: GuildLevelEntry[], baseVersion: number, by: WriteBy) =>
      db.transaction(async (tx): Promise<GuildLevelTable> => {
        const value = JSON.stringify(levels);
        const [old] = await tx.query<SettingRow>(
          'SELECT value, version, updated_at FROM settings WHERE key = $1 FOR UPDATE',
          [GUILD_TABLE_KEY],
        );
        const rows =
          baseVersion === 0
            ? await tx.query<SettingRow>(
                `INSERT INTO settings (key, value, version, updated_at) VALUES ($1, $2::jsonb, 1, now())
               ON CONFLICT (key) DO NOTHING RETURNING value, version, updated_at`,
                [GUILD_TABLE_KEY, value],
              )
            : await tx.query<SettingRow>(
                `UPDATE settings SET value = $2::jsonb, version = version + 1, updated_at = now()
                WHERE key = $1 AND version = $3 RETURNING value, version, updated_at`,
                [GUILD_TABLE_KEY, value, baseVersion],
              );
        const row = rows[0];
        if (!row) throw conflict('The guild level table');
        if (old) await history.updated(tx, versionOf(row), versionOf(old), by);
        else await history.created(tx, versionOf(row), by);
        return toTable(row);
      }),
  };
}

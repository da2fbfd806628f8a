import type { Database, Queryable } from '../db/database';
import { revisionLog, type WriteBy } from './revisionLog';
import { lockForUpdate, trashRow } from './versionedRows';
import { invalid } from '../../src/domain/errors';
import {
  GAME_MODES_FULL,
  gameModeRefusal,
  sortGameModes,
  type GameMode,
  type GameModeInput,
} from '../../src/domain/gameMode';
import { contentOfRecord } from '../../src/domain/history';

export interface GameModeRow {
  id: string;
  name: string;
  description: string;
  position: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const THIS_MODE = 'This game mode';

/**
 * Held by every write that may add a live mode's name (a create, an edit, a restore), from the
 * check of the names to the end of its transaction: two admins adding "Arena" at once cannot both
 * pass the check, on PostgreSQL with several instances as on PGlite. Names are compared without
 * case or accents (src/domain/gameMode.ts), which no index of PostgreSQL can hold by itself.
 */
const MODE_NAMES_LOCK = 7243902;

export function gameModeFromRow(row: GameModeRow): GameMode {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    position: row.position,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  };
}

/** A mode's row as its history keeps it: what its form writes. */
export const gameModeVersion = (row: GameModeRow) => ({
  collection: 'modes' as const,
  itemId: row.id,
  version: row.version,
  content: contentOfRecord('modes', gameModeFromRow(row)),
  at: row.updated_at,
});

/** Takes the names lock (MODE_NAMES_LOCK) until the transaction ends. */
export async function lockModeNames(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MODE_NAMES_LOCK]);
}

/**
 * Why `input` may not be live beside the other live modes (`except` is the mode being written),
 * or null (src/domain/gameMode.ts: its name must be free, and a new one needs room). Asked with
 * the names lock held, so the answer stays true until the transaction ends.
 */
export async function gameModeRefusalNow(
  tx: Queryable,
  input: Pick<GameModeInput, 'name'>,
  { except, isNew }: { except: string | null; isNew: boolean },
): Promise<string | null> {
  const others = await tx.query<Pick<GameModeRow, 'name'>>(
    `SELECT name FROM game_modes WHERE deleted_at IS NULL AND ($1::text IS NULL OR id <> $1)`,
    [except],
  );
  return gameModeRefusal(input, others, isNew);
}

/** A refused name is the name field's error; a full list, the form's. */
async function refuseInvalid(
  tx: Queryable,
  input: GameModeInput,
  where: { except: string | null; isNew: boolean },
) {
  const refusal = await gameModeRefusalNow(tx, input, where);
  if (refusal === GAME_MODES_FULL) throw invalid(refusal);
  if (refusal) throw invalid(refusal, { name: refusal });
}

/**
 * The game modes heroes are rated in (docs/product.md#game-modes). Inputs come checked and
 * trimmed by `gameModeInputSchema`; names are checked here against the other live modes.
 */
export function modeRepository(db: Database) {
  const history = revisionLog();

  return {
    /** The live modes in list order: by position, then by name. */
    async list(): Promise<GameMode[]> {
      const rows = await db.query<GameModeRow>('SELECT * FROM game_modes WHERE deleted_at IS NULL');
      return sortGameModes(rows.map(gameModeFromRow));
    },

    create: (input: GameModeInput, by: WriteBy) =>
      db.transaction(async (tx) => {
        await lockModeNames(tx);
        await refuseInvalid(tx, input, { except: null, isNew: true });
        const [row] = await tx.query<GameModeRow>(
          `INSERT INTO game_modes (name, description, position) VALUES ($1, $2, $3) RETURNING *`,
          [input.name, input.description, input.position],
        );
        if (!row) throw new Error('INSERT INTO game_modes returned no row');
        await history.created(tx, gameModeVersion(row), by);
        return gameModeFromRow(row);
      }),

    update: (id: string, input: GameModeInput, baseVersion: number, by: WriteBy) =>
      db.transaction(async (tx) => {
        // The names lock before the row's, in the order every write of a mode takes them; an
        // unknown or stale mode is answered before its name is checked.
        await lockModeNames(tx);
        const old = await lockForUpdate<GameModeRow>(tx, 'game_modes', id, baseVersion, THIS_MODE);
        await refuseInvalid(tx, input, { except: id, isNew: false });
        const [row] = await tx.query<GameModeRow>(
          `UPDATE game_modes SET name = $2, description = $3, position = $4,
             version = version + 1, updated_at = now()
           WHERE id = $1 RETURNING *`,
          [id, input.name, input.description, input.position],
        );
        if (!row) throw new Error('UPDATE game_modes returned no row');
        await history.updated(tx, gameModeVersion(row), gameModeVersion(old), by);
        return gameModeFromRow(row);
      }),

    /** Into the trash: heroes keep their ratings in it, unseen until it is restored. */
    remove: (id: string, by: WriteBy) =>
      db.transaction(async (tx) => {
        const row = await trashRow<GameModeRow>(tx, 'game_modes', id, by.author, THIS_MODE);
        await history.event(tx, gameModeVersion(row), 'deleted', by.author);
      }),
  };
}

export type ModeRepository = ReturnType<typeof modeRepository>;

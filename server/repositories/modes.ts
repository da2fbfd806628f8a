import type { Database, Queryable } from '../db/database';
import { versionedRecords } from './versionedRecords';
import { invalid } from '../../src/domain/errors';
import {
  GAME_MODES_FULL,
  gameModeRefusal,
  sortGameModes,
  type GameModeInput,
} from '../../src/domain/gameMode';

/**
 * Held by every write that may add a live mode's name (a create, an edit, a restore), from the
 * check of the names to the end of its transaction: two admins adding "Arena" at once cannot both
 * pass the check, on PostgreSQL with several instances as on PGlite. Names are compared without
 * case or accents (src/domain/gameMode.ts), which no index of PostgreSQL can hold by itself.
 */
const MODE_NAMES_LOCK = 7243902;

/** Takes the names lock (MODE_NAMES_LOCK) until the transaction ends. */
export async function lockModeNames(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MODE_NAMES_LOCK]);
}

/**
 * Why `input` may not be live beside the other live modes (`except` is the mode being written),
 * or null (src/domain/gameMode.ts: its name must be free, and a new one needs room). Asked with
 * the names lock held, so the answer stays true until the transaction ends.
 */
async function gameModeRefusalNow(
  tx: Queryable,
  input: Pick<GameModeInput, 'name'>,
  { except, isNew }: { except: string | null; isNew: boolean },
): Promise<string | null> {
  const others = await tx.query<{ name: string }>(
    `SELECT name FROM game_modes WHERE deleted_at IS NULL AND ($1::text IS NULL OR id <> $1)`,
    [except],
  );
  return gameModeRefusal(input, others, isNew);
}

/**
 * The game modes heroes are rated in (docs/product.md#game-modes). Inputs come checked and
 * trimmed by `gameModeInputSchema`; names are checked here against the other live modes, with
 * the names lock taken before the row's, in the order every write of a mode takes them. Into the
 * trash, heroes keep their ratings in it, unseen until it is restored.
 */
export const modeRepository = (db: Database, basePath: string) =>
  versionedRecords(db, basePath, 'modes', {
    sort: sortGameModes,
    lockFirst: lockModeNames,
    // A refused name is the name field's error; a full list, the form's.
    async check(tx, input, old) {
      const refusal = await gameModeRefusalNow(tx, input, {
        except: old?.id ?? null,
        isNew: old === null,
      });
      if (refusal === GAME_MODES_FULL) throw invalid(refusal);
      if (refusal) throw invalid(refusal, { name: refusal });
    },
    // Back among the live modes, its name must be free and the list must have room; the names
    // lock is held from this check to the end of the restore.
    async restoreRefusal(tx, id) {
      await lockModeNames(tx);
      const [row] = await tx.query<{ name: string }>(
        'SELECT name FROM game_modes WHERE id = $1 AND deleted_at IS NOT NULL',
        [id],
      );
      return row ? gameModeRefusalNow(tx, row, { except: id, isNew: true }) : null;
    },
  });

export type ModeRepository = ReturnType<typeof modeRepository>;

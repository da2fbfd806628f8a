import { GAME_MODES_MAX, gameModeNameKey } from '../../src/domain/gameMode';

/**
 * Why the `game_modes` rows of a backup may not be restored together, once each holds a mode a
 * save would store (recordRows.ts), or null: among the live modes (not in the trash), no name
 * twice and no more than GAME_MODES_MAX of them (docs/product.md#game-modes).
 */
export function liveModeNamesRefusal(rows: readonly Record<string, unknown>[]): string | null {
  const live = new Map<string, string>();
  for (const row of rows) {
    if (row.deleted_at !== null && row.deleted_at !== undefined) continue;
    const name = String(row.name).trim();
    const key = gameModeNameKey(name);
    const other = live.get(key);
    if (other !== undefined) {
      return `two game modes are named “${other}” and “${name}”, and names must differ.`;
    }
    live.set(key, name);
  }
  if (live.size > GAME_MODES_MAX) {
    return `it has ${live.size} game modes, and a site keeps at most ${GAME_MODES_MAX}.`;
  }
  return null;
}

import { GAME_MODES_MAX, gameModeNameKey, type GameModeInput } from '../../src/domain/gameMode';
import { gameModeInputSchema } from '../../src/domain/gameModeSchema';
import { zodFieldErrors } from '../../src/domain/validation';

/**
 * Why the `game_modes` rows of a backup may not be restored, or null. The table's own constraints
 * hold less than the site's rules (docs/product.md#game-modes), so each row is checked as a save
 * of it would be: an id the heroes' ratings can name, a name, description and position a form may
 * write, and among the live modes (not in the trash) no name twice and no more than
 * GAME_MODES_MAX of them.
 */
export function gameModeRowsRefusal(rows: readonly Record<string, unknown>[]): string | null {
  const live = new Map<string, string>();
  for (const [index, row] of rows.entries()) {
    const named = typeof row.name === 'string' && row.name !== '' ? `“${row.name}”` : null;
    const which = named ? `the game mode ${named}` : `game mode ${index + 1}`;
    if (typeof row.id !== 'string' || row.id === '') return `${which} has no id.`;
    const input: Partial<GameModeInput> = {
      name: row.name as string,
      description: row.description as string,
      position: row.position as number,
    };
    const checked = gameModeInputSchema.safeParse(input);
    if (!checked.success) {
      const [field, message] = Object.entries(zodFieldErrors(checked.error))[0] ?? ['_', ''];
      return `${which} is not valid (${field}: ${message}).`;
    }
    if (row.deleted_at !== null && row.deleted_at !== undefined) continue;
    const key = gameModeNameKey(checked.data.name);
    const other = live.get(key);
    if (other !== undefined) {
      return `two game modes are named “${other}” and “${checked.data.name}”, and names must differ.`;
    }
    live.set(key, checked.data.name);
  }
  if (live.size > GAME_MODES_MAX) {
    return `it has ${live.size} game modes, and a site keeps at most ${GAME_MODES_MAX}.`;
  }
  return null;
}

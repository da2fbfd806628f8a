import type { GameMode } from '../../../domain/gameMode';
import type { PositionChange } from '../api/modeMutations';

/**
 * The saves that move the mode at `index` of the list (in list order) by `step` places: in the
 * new order every mode's position is its place, 0 to n − 1, and only the modes whose position
 * changes are saved. Positions left uneven (equal ones, gaps) are made even on the way. A move
 * past either end changes nothing.
 */
export function moveGameMode(
  modes: readonly GameMode[],
  index: number,
  step: -1 | 1,
): PositionChange[] {
  const target = index + step;
  if (index < 0 || index >= modes.length || target < 0 || target >= modes.length) return [];
  const order = [...modes];
  [order[index], order[target]] = [order[target]!, order[index]!];
  return order.flatMap((mode, position) =>
    mode.position === position ? [] : [{ mode, position }],
  );
}

/** Where a new mode goes: after the last. */
export const nextGameModePosition = (modes: readonly Pick<GameMode, 'position'>[]) =>
  modes.reduce((last, mode) => Math.max(last, mode.position + 1), 0);

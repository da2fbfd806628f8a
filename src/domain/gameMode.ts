/**
 * Game modes (docs/product.md#game-modes): the parts of the game a hero is rated in, such as
 * Campaign or Arena. Admins keep the list; each hero may have a tier and a reason per mode
 * (src/domain/heroRatings.ts). A mode is a record like a code: versioned, kept in history, deleted
 * to the trash.
 */

/** What an admin writes. */
export interface GameModeInput {
  name: string;
  /** One line: what the mode is. */
  description: string;
  /** Where it stands in the list: lower first (equal positions: by name). */
  position: number;
}

export interface GameMode extends GameModeInput {
  id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export const GAME_MODE_NAME_MAX = 40;
export const GAME_MODE_DESCRIPTION_MAX = 120;
/** The most modes the site keeps (live ones; the trash does not count). */
export const GAME_MODES_MAX = 20;

/** A mode's name as compared: the same name in another case or with other accents is taken. */
export const gameModeNameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export const gameModeNameTaken = (name: string) => `A game mode named “${name}” already exists.`;
export const GAME_MODES_FULL = `A site keeps at most ${GAME_MODES_MAX} game modes.`;

/** The modes in list order: by position, then by name. */
export function sortGameModes<T extends Pick<GameModeInput, 'position' | 'name'>>(
  modes: readonly T[],
): T[] {
  return [...modes].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}

/** The live mode called `name` (any case, accents ignored), if any. */
export function gameModeNamed<T extends Pick<GameMode, 'name'>>(
  modes: readonly T[],
  name: string,
): T | undefined {
  const key = gameModeNameKey(name);
  return modes.find((mode) => gameModeNameKey(mode.name) === key);
}

/**
 * Why `input` may not be saved next to the other live modes (`others`, without the one being
 * edited), or null: its name must be free, and a new mode needs room.
 */
export function gameModeRefusal(
  input: Pick<GameModeInput, 'name'>,
  others: readonly Pick<GameMode, 'name'>[],
  isNew: boolean,
): string | null {
  if (gameModeNamed(others, input.name)) return gameModeNameTaken(input.name);
  if (isNew && others.length >= GAME_MODES_MAX) return GAME_MODES_FULL;
  return null;
}

/** How a game mode document is written and read (docs/firebase.md, `modes/{id}`). */
import type { DocumentData } from 'firebase/firestore/lite';
import type { GameMode, GameModeInput } from '../../domain/gameMode';
import { isoOf, textOf, versionOf } from './converters';

/** What a game mode document holds besides its times and version (docs/firebase.md). */
export const gameModeFields = (input: GameModeInput): GameModeInput => ({
  name: input.name,
  description: input.description,
  position: input.position,
});

export function gameModeFromDoc(id: string, data: DocumentData): GameMode {
  const position: unknown = data.position;
  return {
    id,
    name: textOf(data.name),
    description: textOf(data.description),
    position: typeof position === 'number' && Number.isInteger(position) ? position : 0,
    createdAt: isoOf(data.createdAt),
    updatedAt: isoOf(data.updatedAt),
    version: versionOf(data),
  };
}

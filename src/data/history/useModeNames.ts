import { useMemo } from 'react';
import type { ModeNames } from '../../domain/historyDisplay';
import { useGameModes } from '../gameModesQuery';

/** The live game modes' names by id, in their order: how a hero's history names its ratings. */
export function useModeNames(): ModeNames {
  const modes = useGameModes();
  return useMemo(() => new Map(modes.map((mode) => [mode.id, mode.name])), [modes]);
}

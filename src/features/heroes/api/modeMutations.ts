import { mutationOptions } from '@tanstack/react-query';
import type { Backend } from '../../../backend';
import type { GameMode } from '../../../domain/gameMode';
import { editMutations } from '../../../data/editMutations';
import { queryKeyRoot } from '../../../data/queryKeyRoots';

/** A mode's move to a new place in the list, as it was when the move was asked for. */
export interface PositionChange {
  mode: GameMode;
  position: number;
}

const MODES = queryKeyRoot('modes');

/** The admin's game mode writes; each refetches every mode query once it succeeds. */
export function modeMutations(backend: Backend) {
  return {
    ...editMutations(backend.modes, MODES),
    /**
     * A new order: one versioned save of `position` per mode whose place changes, one after the
     * other, stopping at the first refusal. The list is refetched after a failure too, which
     * shows what was saved (a conflict means it is stale anyway).
     */
    reorder: mutationOptions({
      mutationFn: async (changes: readonly PositionChange[]) => {
        const saved: GameMode[] = [];
        for (const { mode, position } of changes) {
          const { name, description } = mode;
          saved.push(
            await backend.modes.update(mode.id, { name, description, position }, mode.version),
          );
        }
        return saved;
      },
      meta: { invalidates: [MODES], invalidatesOnError: true },
    }),
  };
}

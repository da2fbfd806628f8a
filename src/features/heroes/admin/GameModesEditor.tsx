import { useMutation, useQuery } from '@tanstack/react-query';
import { useMoveFocus } from '../../../ui/MoveButtons';
import { useState } from 'react';
import { useBackend } from '../../../backend';
import { errorMessage } from '../../../domain/errors';
import { GAME_MODES_MAX, type GameMode } from '../../../domain/gameMode';
import { gameModesQuery } from '../../../data/gameModesQuery';
import { LoadError } from '../../../ui/LoadError';
import { OpenedDetails } from '../../../ui/OpenedDetails';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/Toast';
import { modeMutations } from '../api/modeMutations';
import { AddGameModeForm } from './AddGameModeForm';
import { moveGameMode } from './gameModeOrder';
import { GameModeRow, type OwnWrite } from './GameModeRow';
import './heroAdmin.css';

const NO_MODES: GameMode[] = [];

/**
 * "Game modes" on the tier list (admins only; docs/product.md#game-modes): the modes in list
 * order, each edited, moved, deleted and looked back on in place, and a form to add one.
 */
export function GameModesEditor() {
  const backend = useBackend();
  const modes = useQuery(gameModesQuery(backend));
  const reorder = useMutation(modeMutations(backend).reorder);
  const toast = useToast();
  const [ownWrites, setOwnWrites] = useState<OwnWrite[]>([]);
  const { listRef, focusMoved } = useMoveFocus<HTMLOListElement>('data-mode');
  const list = modes.data ?? NO_MODES;

  async function move(mode: GameMode, index: number, step: -1 | 1) {
    const changes = moveGameMode(list, index, step);
    if (changes.length === 0) return;
    try {
      const saved = await reorder.mutateAsync(changes);
      setOwnWrites((old) => [
        ...old,
        ...saved.map((after, at) => ({
          id: after.id,
          from: changes[at]!.mode.version,
          to: after.version,
        })),
      ]);
      focusMoved(mode.id, step);
      toast(`${mode.name} moved ${step === -1 ? 'up' : 'down'}.`, { tone: 'success' });
    } catch (error) {
      focusMoved(mode.id, step);
      toast(`Failed to move ${mode.name}: ${errorMessage(error)}`, { tone: 'error' });
    }
  }

  return (
    // Its forms are made when it is first opened, not with every admin's tier list.
    <OpenedDetails className="hero-admin-panel game-modes" summary="Game modes">
      <div className="game-modes__body">
        <p className="game-modes__hint">
          Heroes are rated in each mode, in this order (at most {GAME_MODES_MAX} modes). A deleted
          mode waits in the trash with its ratings.
        </p>
        {modes.isPending ? (
          <Spinner label="Loading game modes…" />
        ) : modes.isError ? (
          <LoadError summary="Failed to load the game modes" query={modes} />
        ) : list.length === 0 ? (
          <p>No game modes yet: add the first one below.</p>
        ) : (
          <ol ref={listRef} className="entry-list game-modes__list">
            {list.map((mode, index) => (
              <GameModeRow
                key={mode.id}
                mode={mode}
                others={list.filter((other) => other.id !== mode.id)}
                isFirst={index === 0}
                isLast={index === list.length - 1}
                moving={reorder.isPending}
                onMove={(step) => void move(mode, index, step)}
                ownWrites={ownWrites.filter((write) => write.id === mode.id)}
              />
            ))}
          </ol>
        )}
        {modes.isSuccess && <AddGameModeForm modes={list} />}
      </div>
    </OpenedDetails>
  );
}

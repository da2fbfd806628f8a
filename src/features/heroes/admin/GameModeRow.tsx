import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useBackend } from '../../../backend';
import { errorMessage, isBackendError } from '../../../domain/errors';
import type { GameMode } from '../../../domain/gameMode';
import { contentOfRecord } from '../../../domain/history';
import { SaveFailureNotice } from '../../../ui/forms/SaveFailureNotice';
import { useSaveFailure } from '../../../ui/forms/useSaveFailure';
import { gameModesQuery } from '../../../data/gameModesQuery';
import { HistoryButton } from '../../../data/history/HistoryButton';
import { useToast } from '../../../ui/Toast';
import { useConfirmedDelete } from '../../../ui/useConfirmedDelete';
import { modeMutations } from '../api/modeMutations';
import { GameModeFields } from './GameModeFields';
import {
  checkGameMode,
  gameModeFieldErrors,
  type GameModeFieldErrors,
  type GameModeFormValues,
} from './gameModeFormValues';

/** A save this editor made itself, from one version of a mode to the next. */
export interface OwnWrite {
  id: string;
  from: number;
  to: number;
}

/** What the admin typed into a row, and the version of the mode it was typed over. */
interface Draft extends GameModeFormValues {
  version: number;
}

interface GameModeRowProps {
  mode: GameMode;
  /** The other live modes, whose names this one may not take. */
  others: readonly GameMode[];
  isFirst: boolean;
  isLast: boolean;
  /** Disables the moves while one is saved. */
  moving: boolean;
  onMove: (step: -1 | 1) => void;
  /** This editor's own saves of this mode (its moves), oldest first. */
  ownWrites: readonly OwnWrite[];
}

/**
 * One mode of the list: its name and description, saved with Save on the version the typing
 * started from (a change someone else made meanwhile is refused as a conflict, with the way to
 * load it); Move up and down; History; Delete.
 */
export function GameModeRow({
  mode,
  others,
  isFirst,
  isLast,
  moving,
  onMove,
  ownWrites,
}: GameModeRowProps) {
  const id = useId();
  const backend = useBackend();
  const queryClient = useQueryClient();
  const writes = modeMutations(backend);
  const update = useMutation(writes.update);
  const remove = useMutation(writes.remove);
  const confirmedDelete = useConfirmedDelete();
  const toast = useToast();
  const saveFailure = useSaveFailure();
  // Untouched, the row shows the mode as listed; once typed in, the typing and its version stay.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<GameModeFieldErrors>({});
  const values = draft ?? mode;
  // A move this editor saved is no one else's change: the typing then stands on the moved version.
  const baseVersion = draft
    ? ownWrites.reduce(
        (version, write) => (write.from === version ? write.to : version),
        draft.version,
      )
    : mode.version;

  async function save(event: FormEvent) {
    event.preventDefault();
    saveFailure.clear();
    const checked = checkGameMode(values, mode.position, others, false);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await update.mutateAsync({ id: mode.id, input: checked.input, baseVersion });
      setDraft(null);
      toast(`Game mode ${saved.name} saved.`, { tone: 'success' });
    } catch (error) {
      saveFailure.fail(`Failed to save the game mode: ${errorMessage(error)}`, error);
      if (isBackendError(error)) setErrors(gameModeFieldErrors(error.fieldErrors));
    }
  }

  async function loadLatest() {
    try {
      await queryClient.fetchQuery({ ...gameModesQuery(backend), staleTime: 0 });
      setDraft(null);
      setErrors({});
      saveFailure.clear();
    } catch (error) {
      saveFailure.fail(`Failed to load the latest version: ${errorMessage(error)}`, error, true);
    }
  }

  const handleDelete = () =>
    confirmedDelete({
      question: `Delete the game mode ${mode.name}? It is moved to the trash; heroes keep their ratings in it, unseen until it is restored.`,
      remove: () => remove.mutateAsync(mode.id),
      deleted: `Game mode ${mode.name} moved to the trash.`,
      failed: 'Failed to delete the game mode',
    });

  return (
    <li className="game-modes__item" data-mode={mode.id}>
      <form
        className="game-modes__form"
        noValidate
        aria-label={`Game mode ${mode.name}`}
        onSubmit={(event) => void save(event)}
      >
        <GameModeFields
          id={id}
          values={values}
          errors={errors}
          of={mode.name}
          onChange={(typed) => setDraft({ ...typed, version: draft?.version ?? mode.version })}
        />
        <SaveFailureNotice failure={saveFailure.failure} onConflict={() => void loadLatest()} />
        <div className="game-modes__actions">
          <button type="submit" className="button" disabled={update.isPending}>
            Save <span className="visually-hidden">{mode.name}</span>
          </button>
          <button
            type="button"
            className="button button--secondary"
            data-move="up"
            disabled={isFirst || moving}
            onClick={() => onMove(-1)}
          >
            Move up <span className="visually-hidden">{mode.name}</span>
          </button>
          <button
            type="button"
            className="button button--secondary"
            data-move="down"
            disabled={isLast || moving}
            onClick={() => onMove(1)}
          >
            Move down <span className="visually-hidden">{mode.name}</span>
          </button>
          <HistoryButton
            collection="modes"
            itemId={mode.id}
            name={mode.name}
            current={{ version: mode.version, content: contentOfRecord('modes', mode) }}
          />
          <button
            type="button"
            className="button button--danger"
            aria-label={`Delete ${mode.name}`}
            disabled={remove.isPending}
            onClick={() => void handleDelete()}
          >
            Delete
          </button>
        </div>
      </form>
    </li>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useBackend } from '../../../backend';
import { errorMessage, isBackendError } from '../../../domain/errors';
import type { GameMode } from '../../../domain/gameMode';
import { SaveFailureNotice } from '../../../ui/forms/SaveFailureNotice';
import { useSaveFailure } from '../../../ui/forms/useSaveFailure';
import { useToast } from '../../../ui/Toast';
import { modeMutations } from '../api/modeMutations';
import { GameModeFields } from './GameModeFields';
import { nextGameModePosition } from './gameModeOrder';
import {
  checkGameMode,
  gameModeFieldErrors,
  type GameModeFieldErrors,
  type GameModeFormValues,
} from './gameModeFormValues';

const EMPTY: GameModeFormValues = { name: '', description: '' };

/** "Add game mode": a name and a description; the new mode goes after the last. */
export function AddGameModeForm({ modes }: { modes: readonly GameMode[] }) {
  const id = useId();
  const create = useMutation(modeMutations(useBackend()).create);
  const toast = useToast();
  const saveFailure = useSaveFailure();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<GameModeFieldErrors>({});

  async function add(event: FormEvent) {
    event.preventDefault();
    saveFailure.clear();
    const checked = checkGameMode(values, nextGameModePosition(modes), modes, true);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(checked.input);
      setValues(EMPTY);
      toast(`Game mode ${created.name} added.`, { tone: 'success' });
    } catch (error) {
      saveFailure.fail(`Failed to add the game mode: ${errorMessage(error)}`, error);
      if (isBackendError(error)) setErrors(gameModeFieldErrors(error.fieldErrors));
    }
  }

  return (
    <form
      className="game-modes__form game-modes__add"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void add(event)}
    >
      <h3 id={`${id}-heading`} className="game-modes__heading">
        Add game mode
      </h3>
      <GameModeFields id={id} values={values} errors={errors} onChange={setValues} />
      <SaveFailureNotice failure={saveFailure.failure} />
      <div className="game-modes__actions">
        <button type="submit" className="button" disabled={create.isPending}>
          Add game mode
        </button>
      </div>
    </form>
  );
}

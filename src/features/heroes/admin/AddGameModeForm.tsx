import { useId } from 'react';
import { useBackend } from '../../../backend';
import type { GameMode } from '../../../domain/gameMode';
import { FormActions } from '../../../ui/forms/FormActions';
import { useRecordWrite } from '../../../data/forms/useRecordWrite';
import { useVersionedValues } from '../../../data/forms/useVersionedValues';
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
const NO_ERRORS: GameModeFieldErrors = {};

/** "Add game mode": a name and a description; the new mode goes after the last. */
export function AddGameModeForm({ modes }: { modes: readonly GameMode[] }) {
  const id = useId();
  const write = useRecordWrite(modeMutations(useBackend()));
  const editor = useVersionedValues({
    item: null,
    values: () => EMPTY,
    check: (values) => checkGameMode(values, nextGameModePosition(modes), modes, true),
    noErrors: NO_ERRORS,
    toErrors: gameModeFieldErrors,
    write,
    savedText: (created) => `Game mode ${created.name} added.`,
    failureText: () => 'Failed to add the game mode',
    // The form stays for the next mode, empty again.
    onSaved: (_, form) => form.clear(),
  });

  return (
    <form
      className="game-modes__form game-modes__add"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={editor.onSubmit}
    >
      <h3 id={`${id}-heading`} className="game-modes__heading">
        Add game mode
      </h3>
      <GameModeFields id={id} values={editor.values} errors={editor.errors} onChange={editor.set} />
      <FormActions
        className="game-modes__actions"
        failure={editor.actions.failure}
        saving={editor.actions.saving}
        submitLabel="Add game mode"
      />
    </form>
  );
}

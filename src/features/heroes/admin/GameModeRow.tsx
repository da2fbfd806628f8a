import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useBackend } from '../../../backend';
import type { GameMode } from '../../../domain/gameMode';
import { contentOfRecord } from '../../../domain/history';
import { FormActions } from '../../../ui/forms/FormActions';
import { useRecordWrite } from '../../../data/forms/useRecordWrite';
import { useVersionedValues } from '../../../data/forms/useVersionedValues';
import { gameModesQuery } from '../../../data/gameModesQuery';
import { HistoryButton } from '../../../data/history/HistoryButton';
import { useConfirmedDelete } from '../../../ui/useConfirmedDelete';
import { modeMutations } from '../api/modeMutations';
import { GameModeFields } from './GameModeFields';
import { checkGameMode, gameModeFieldErrors, type GameModeFieldErrors } from './gameModeFormValues';

/** A save this editor made itself, from one version of a mode to the next. */
export interface OwnWrite {
  id: string;
  from: number;
  to: number;
}

const NO_ERRORS: GameModeFieldErrors = {};

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
  const writes = modeMutations(backend);
  const write = useRecordWrite(writes);
  const remove = useMutation(writes.remove);
  const confirmedDelete = useConfirmedDelete();
  const editor = useVersionedValues({
    item: mode,
    // Untouched, the row shows the mode as listed; once typed in, the typing and its version stay.
    follows: {
      list: (read) => read(gameModesQuery(backend)),
      // A move this editor saved is no one else's change: the typing then stands on the moved
      // version.
      carry: (typedOver) => ({
        ...typedOver,
        version: ownWrites.reduce(
          (version, own) => (own.from === version ? own.to : version),
          typedOver.version,
        ),
      }),
    },
    values: ({ name, description }) => ({ name, description }),
    check: (values) => checkGameMode(values, mode.position, others, false),
    noErrors: NO_ERRORS,
    toErrors: gameModeFieldErrors,
    write,
    savedText: (saved) => `Game mode ${saved.name} saved.`,
    failureText: () => 'Failed to save the game mode',
    onSaved: (_, form) => form.clear(),
  });

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
        onSubmit={editor.onSubmit}
      >
        <GameModeFields
          id={id}
          values={editor.values}
          errors={editor.errors}
          of={mode.name}
          onChange={editor.set}
        />
        <FormActions
          className="game-modes__actions"
          {...editor.actions}
          submitLabel={
            <>
              Save <span className="visually-hidden">{mode.name}</span>
            </>
          }
        >
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
        </FormActions>
      </form>
    </li>
  );
}

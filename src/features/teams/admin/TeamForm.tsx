import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useBackend } from '../../../backend';
import type { Hero } from '../../../domain/hero';
import {
  REMOVED_MODE,
  TEAM_NAME_MAX,
  TEAM_TAG_MAX,
  TEAM_TAGS_MAX,
  type Team,
} from '../../../domain/team';
import { FieldError } from '../../../ui/forms/FieldError';
import { invalidField } from '../../../ui/forms/invalidField';
import { FormActions } from '../../../ui/forms/FormActions';
import { useRecordWrite } from '../../../data/forms/useRecordWrite';
import { useVersionedValues } from '../../../data/forms/useVersionedValues';
import { useGameModes } from '../../../data/gameModesQuery';
import { heroListQuery } from '../../../data/heroListQuery';
import { RichTextFormField } from '../../../ui/forms/RichTextFormField';
import { teamQueries } from '../../../data/teamsQuery';
import { teamMutations } from '../api/teamMutations';
import { TeamMembersField } from './TeamMembersField';
import {
  checkTeamForm,
  emptyTeamForm,
  teamFieldErrors,
  teamToForm,
  type TeamFormErrors,
  type TeamFormValues,
} from './teamFormValues';

const NO_HEROES: Hero[] = [];
const NO_ERRORS: TeamFormErrors = {};

interface TeamFormProps {
  /** The team being edited (a copy is loaded into the form), or null to add a new one. */
  team: Team | null;
  /** After a save; the edit form's Cancel too. */
  onClose: () => void;
  /** The edit form has a Cancel of its own; the add form is closed by the button that opened it. */
  cancellable?: boolean;
}

/**
 * Add or edit one team (docs/product.md#teams). The write is checked by the rules the backends
 * apply before it is sent, and saved on the version the form opened on: a change someone else
 * saved meanwhile is refused as a conflict, with the way to load it. Whatever fails, the typing
 * stays.
 */
export function TeamForm({ team, onClose, cancellable = false }: TeamFormProps) {
  const id = useId();
  const backend = useBackend();
  const write = useRecordWrite(teamMutations(backend));
  const { formRef, ...editor } = useVersionedValues({
    item: team,
    latest: (base, read) => read(teamQueries.detail(backend, base.id)),
    values: (stored) => (stored ? teamToForm(stored) : emptyTeamForm()),
    check: checkTeamForm,
    noErrors: NO_ERRORS,
    toErrors: teamFieldErrors,
    write,
    savedText: (saved, base) => (base ? `Team ${saved.name} saved.` : `Team ${saved.name} added.`),
    failureText: (base) => (base ? 'Failed to save the team' : 'Failed to add the team'),
    onSaved: onClose,
    focus: `[id="${id}-name"]`,
  });
  const { values, errors, base } = editor;
  const heroList = useQuery(heroListQuery(backend)).data ?? NO_HEROES;
  const heroes = useMemo(
    () => [...heroList].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
    [heroList],
  );
  const modes = useGameModes();

  const set = <Key extends keyof TeamFormValues>(key: Key, value: TeamFormValues[Key]) =>
    editor.set({ ...values, [key]: value });

  const heading = base ? `Edit ${base.name}` : 'New team';
  const modeLive = modes.some((mode) => mode.id === values.mode);
  return (
    <form
      ref={formRef}
      className="form team-form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={editor.onSubmit}
    >
      <h2 id={`${id}-heading`}>{heading}</h2>
      <div className="form__field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          maxLength={TEAM_NAME_MAX}
          autoComplete="off"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          {...invalidField(`${id}-name-error`, errors.name)}
        />
        <FieldError id={`${id}-name-error`} message={errors.name} />
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-mode`}>Game mode</label>
        <select
          id={`${id}-mode`}
          value={values.mode}
          onChange={(event) => set('mode', event.target.value)}
          {...invalidField(`${id}-mode-error`, errors.mode)}
        >
          <option value="">Choose a game mode</option>
          {modes.map((mode) => (
            <option key={mode.id} value={mode.id}>
              {mode.name}
            </option>
          ))}
          {values.mode && !modeLive && <option value={values.mode}>{REMOVED_MODE}</option>}
        </select>
        <FieldError id={`${id}-mode-error`} message={errors.mode} />
        {modes.length === 0 && (
          <p className="team-form__hint">
            No game modes yet. Add them with “Game modes” above the hero list first.
          </p>
        )}
      </div>
      <TeamMembersField
        id={id}
        members={values.members}
        heroes={heroes}
        errors={errors}
        onChange={(members, moved) => {
          set('members', members);
          editor.setErrors(moved);
        }}
      />
      <RichTextFormField
        className="team-form__notes"
        label="Notes"
        value={values.notes}
        onChange={(html) => set('notes', html)}
        errorId={`${id}-notes-error`}
        error={errors.notes}
      />
      <div className="form__field">
        <label htmlFor={`${id}-tags`}>Tags</label>
        <input
          id={`${id}-tags`}
          autoComplete="off"
          placeholder="Beginner, Budget"
          aria-describedby={`${id}-tags-hint`}
          value={values.tags}
          onChange={(event) => set('tags', event.target.value)}
          {...invalidField(`${id}-tags-error`, errors.tags)}
        />
        <p id={`${id}-tags-hint`} className="team-form__hint">
          Separate tags with commas: at most {TEAM_TAGS_MAX}, each up to {TEAM_TAG_MAX} characters.
        </p>
        <FieldError id={`${id}-tags-error`} message={errors.tags} />
      </div>
      <FormActions
        className="team-form__row"
        {...editor.actions}
        submitLabel={base ? 'Save team' : 'Add team'}
        busyLabel="Saving…"
        onCancel={cancellable ? onClose : undefined}
      />
    </form>
  );
}

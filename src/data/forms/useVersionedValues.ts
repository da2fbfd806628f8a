import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../domain/errors';
import {
  useVersionedSave,
  type FreshRead,
  type Versioned,
  type VersionedSaveOptions,
} from './useVersionedSave';

/** A form's values checked before anything is sent: the write, or why not. */
export type Checked<Input, Errors> =
  | { input: Input }
  /** `failure`: a message about what the form does not show, said above its buttons. */
  | { errors: Errors; failure?: string };

/** What the typing stands on: the base, the values, and whether the admin typed since. */
interface Typing<Base, Values> {
  base: Base;
  values: Values;
  typed: boolean;
}

/** What a form can do once saved: take in the saved version, or start again from its base. */
export interface AfterSave<Base> {
  takeIn: (stored: NonNullable<Base>) => void;
  clear: () => void;
}

interface VersionedValuesOptions<
  Base extends Versioned | null,
  Values,
  Input,
  Errors,
  Saved,
> extends Pick<VersionedSaveOptions<Base, Input, Saved>, 'write' | 'failureText' | 'focus'> {
  /** The stored item the form opens on (null: a new one); see `follows`. */
  item: Base;
  /** "Load latest": the stored item read afresh, by its query. */
  latest?: (base: NonNullable<Base>, read: FreshRead) => Promise<NonNullable<Base>>;
  /**
   * For a row of a list the page keeps fresh (a game mode's): untouched, it shows and saves `item`
   * as listed, and "Load latest" reads the list again (`list`); typed in, it stands on the version
   * it was typed over, which `carry` brings past the page's own saves of it (no one else's change).
   */
  follows?: {
    list: (read: FreshRead) => Promise<unknown>;
    carry: (typedOver: Base) => Base;
  };
  /** The form's values for a stored item (or for a new one). */
  values: (base: Base) => Values;
  /** The kind's own checks, as the backends apply them. */
  check: (values: Values, base: Base) => Checked<Input, Errors>;
  /** No message at all. */
  noErrors: Errors;
  /** The server's field messages about what was sent, as this form shows them. */
  toErrors?: (fieldErrors: FieldErrors, values: Values, input: Input) => Errors;
  savedText: (saved: Saved, base: Base, values: Values) => string;
  onSaved: (saved: Saved, form: AfterSave<Base>) => void;
}

/**
 * An admin's form of one item with versions whose values are React state (a team's, a quick
 * rating's, a game mode's, a part of the site settings), on the shared versioned save
 * (useVersionedSave): the values, their messages, and a submit that checks, then saves.
 */
export function useVersionedValues<Base extends Versioned | null, Values, Input, Errors, Saved>(
  options: VersionedValuesOptions<Base, Values, Input, Errors, Saved>,
) {
  const { item, follows } = options;
  const [typing, setTyping] = useState<Typing<Base, Values>>(() => ({
    base: item,
    values: options.values(item),
    typed: false,
  }));
  const [errors, setErrors] = useState(options.noErrors);
  const listed = follows !== undefined && !typing.typed;
  const values = listed ? options.values(item) : typing.values;
  const base = !follows ? typing.base : listed ? item : follows.carry(typing.base);

  function takeIn(stored: NonNullable<Base>) {
    setTyping({ base: stored, values: options.values(stored), typed: false });
    setErrors(options.noErrors);
  }

  function clear() {
    setTyping({ base: typing.base, values: options.values(typing.base), typed: false });
    setErrors(options.noErrors);
  }

  const { latest, toErrors } = options;
  const reload = follows
    ? async (read: FreshRead) => {
        await follows.list(read);
        clear();
      }
    : base && latest
      ? async (read: FreshRead) => takeIn(await latest(base, read))
      : undefined;

  const versioned = useVersionedSave({
    base,
    reload,
    write: options.write,
    savedText: (saved, savedOn) => options.savedText(saved, savedOn, values),
    failureText: options.failureText,
    showFieldErrors: toErrors
      ? (fieldErrors, input) => setErrors(toErrors(fieldErrors, values, input))
      : undefined,
    onSaved: (saved) => options.onSaved(saved, { takeIn, clear }),
    focus: options.focus,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    versioned.clearFailure();
    const checked = options.check(values, base);
    if ('errors' in checked) {
      setErrors(checked.errors);
      if (checked.failure) versioned.fail(checked.failure);
      return;
    }
    setErrors(options.noErrors);
    void versioned.save(() => checked.input);
  }

  return {
    values,
    /** The typing: once typed, a row that follows its list keeps it and the version under it. */
    set: (next: Values) =>
      setTyping({ base: listed ? item : typing.base, values: next, typed: true }),
    errors,
    setErrors,
    base,
    formRef: versioned.formRef,
    /** For the form's foot (FormActions). */
    actions: {
      failure: versioned.failure,
      onConflict: versioned.onConflict,
      saving: versioned.saving,
    },
    onSubmit: submit,
  };
}

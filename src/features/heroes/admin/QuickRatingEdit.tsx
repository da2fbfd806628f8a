import { useId, useState } from 'react';
import { useBackend } from '../../../backend';
import { useIsAdmin } from '../../../backend/useAuth';
import type { GameMode } from '../../../domain/gameMode';
import type { Hero } from '../../../domain/hero';
import { FieldError } from '../../../ui/forms/FieldError';
import { invalidField } from '../../../ui/forms/invalidField';
import { FormActions } from '../../../ui/forms/FormActions';
import { Modal } from '../../../ui/Modal';
import { useRecordWrite } from '../../../data/forms/useRecordWrite';
import { useVersionedValues } from '../../../data/forms/useVersionedValues';
import { heroMutations } from '../api/heroMutations';
import { heroQueries } from '../api/heroQueries';
import {
  checkQuickRating,
  quickRatingErrors,
  quickRatingOf,
  type QuickRatingErrors,
} from './quickRating';
import { ReasonInput } from './ReasonInput';
import { TierOptions } from './TierOptions';
import './heroAdmin.css';

export interface QuickRatingEditProps {
  hero: Hero;
  /** The game mode the list or the board shows; null for the overall tier. */
  mode: GameMode | null;
}

interface QuickRatingFormProps extends QuickRatingEditProps {
  onClose: () => void;
}

const NO_ERRORS: QuickRatingErrors = {};

/** The toast of a saved quick edit. */
function savedText(hero: Hero, mode: GameMode | null, tier: string) {
  if (mode === null) return `Overall tier of ${hero.name} saved.`;
  return tier.trim() === ''
    ? `Rating of ${hero.name} in ${mode.name} removed.`
    : `Rating of ${hero.name} in ${mode.name} saved.`;
}

function QuickRatingForm({ hero, mode, onClose }: QuickRatingFormProps) {
  const id = useId();
  const backend = useBackend();
  const modeId = mode?.id ?? null;
  const write = useRecordWrite(heroMutations(backend));
  const editor = useVersionedValues({
    item: hero,
    latest: (base, read) => read(heroQueries.detail(backend, base.id)),
    values: (stored) => quickRatingOf(stored, modeId),
    check: (typed, base) => checkQuickRating(base, modeId, typed),
    noErrors: NO_ERRORS,
    toErrors: (fieldErrors, _typed, input) => {
      // The notice above says the rest; the messages about this tier go next to its fields.
      const { tier, reason } = quickRatingErrors(fieldErrors, input, modeId);
      return { tier, reason };
    },
    write,
    savedText: (saved, _base, typed) => savedText(saved, mode, typed.tier),
    failureText: () => 'Failed to save',
    onSaved: onClose,
  });
  const { values: typed, errors, base } = editor;

  const tierLabel = mode ? `Tier in ${mode.name}` : 'Overall tier';
  const optionsId = `${id}-tiers`;
  return (
    <form className="form quick-rating__form" noValidate onSubmit={editor.onSubmit}>
      <div className="form__field">
        <label htmlFor={`${id}-tier`}>{tierLabel}</label>
        <input
          id={`${id}-tier`}
          list={optionsId}
          autoComplete="off"
          required={mode === null}
          value={typed.tier}
          onChange={(event) => editor.set({ ...typed, tier: event.target.value })}
          {...invalidField(`${id}-tier-error`, errors.tier)}
        />
        <TierOptions id={optionsId} tiers={[quickRatingOf(base, modeId).tier]} />
        <FieldError id={`${id}-tier-error`} message={errors.tier} alert />
      </div>
      {mode && (
        <div className="form__field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <ReasonInput
            id={`${id}-reason`}
            value={typed.reason}
            onChange={(reason) => editor.set({ ...typed, reason })}
            message={errors.reason}
          />
          <p className="hero-form__hint">Leave both empty to remove the rating.</p>
        </div>
      )}
      <FieldError id={`${id}-other-error`} message={errors.other} alert />
      <FormActions
        className="hero-form__actions"
        {...editor.actions}
        submitLabel="Save"
        busyLabel="Saving…"
        onCancel={onClose}
      />
    </form>
  );
}

/**
 * "Change tier", a quick edit of a hero of the tier list or board (admins only; loaded lazily): its tier in the
 * mode shown, with the reason, or its overall tier, saved as a versioned update of the whole hero
 * with only that changed (docs/product.md#ratings-per-mode).
 */
export function QuickRatingEdit({ hero, mode }: QuickRatingEditProps) {
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  if (!isAdmin) return null;
  const title = mode ? `${hero.name} in ${mode.name}` : `${hero.name}: overall tier`;
  return (
    <>
      <button
        type="button"
        className="button button--secondary quick-rating__open"
        aria-haspopup="dialog"
        // Named apart from the row's "Edit {hero}", which opens the whole form.
        aria-label={`Change tier of ${hero.name}`}
        onClick={() => setOpen(true)}
      >
        Change tier
      </button>
      {open && (
        <Modal open title={title} onClose={() => setOpen(false)} className="quick-rating">
          <QuickRatingForm hero={hero} mode={mode} onClose={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}

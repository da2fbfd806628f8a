import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useBackend } from '../../../backend';
import { useIsAdmin } from '../../../backend/useAuth';
import { errorMessage, isBackendError } from '../../../domain/errors';
import type { GameMode } from '../../../domain/gameMode';
import type { Hero } from '../../../domain/hero';
import { FieldError } from '../../../ui/forms/FieldError';
import { invalidField } from '../../../ui/forms/invalidField';
import { SaveFailureNotice } from '../../../ui/forms/SaveFailureNotice';
import { useSaveFailure } from '../../../ui/forms/useSaveFailure';
import { Modal } from '../../../ui/Modal';
import { useToast } from '../../../ui/Toast';
import { heroMutations } from '../api/heroMutations';
import { heroQueries } from '../api/heroQueries';
import {
  checkQuickRating,
  quickRatingErrors,
  quickRatingOf,
  type QuickRating,
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
  const queryClient = useQueryClient();
  const toast = useToast();
  const update = useMutation(heroMutations(backend).update);
  const saveFailure = useSaveFailure();
  const modeId = mode?.id ?? null;
  // The stored hero this edit is based on; "Load latest" moves it forward after a conflict.
  const [base, setBase] = useState(hero);
  const [typed, setTyped] = useState<QuickRating>(() => quickRatingOf(hero, modeId));
  const [errors, setErrors] = useState<QuickRatingErrors>({});

  async function save(event: FormEvent) {
    event.preventDefault();
    saveFailure.clear();
    const checked = checkQuickRating(base, modeId, typed);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: base.id, input: checked.input, baseVersion: base.version });
      toast(savedText(base, mode, typed.tier), { tone: 'success' });
      onClose();
    } catch (error) {
      saveFailure.fail(`Failed to save: ${errorMessage(error)}`, error);
      if (isBackendError(error)) {
        // The notice above says the rest; the messages about this tier go next to its fields.
        const { tier, reason } = quickRatingErrors(error.fieldErrors, checked.input, modeId);
        setErrors({ tier, reason });
      }
    }
  }

  async function loadLatest() {
    try {
      const latest = await queryClient.fetchQuery({
        ...heroQueries.detail(backend, base.id),
        staleTime: 0,
      });
      setBase(latest);
      setTyped(quickRatingOf(latest, modeId));
      setErrors({});
      saveFailure.clear();
    } catch (error) {
      saveFailure.fail(`Failed to load the latest version: ${errorMessage(error)}`, error, true);
    }
  }

  const tierLabel = mode ? `Tier in ${mode.name}` : 'Overall tier';
  const optionsId = `${id}-tiers`;
  return (
    <form className="form quick-rating__form" noValidate onSubmit={(event) => void save(event)}>
      <div className="form__field">
        <label htmlFor={`${id}-tier`}>{tierLabel}</label>
        <input
          id={`${id}-tier`}
          list={optionsId}
          autoComplete="off"
          required={mode === null}
          value={typed.tier}
          onChange={(event) => setTyped({ ...typed, tier: event.target.value })}
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
            onChange={(reason) => setTyped({ ...typed, reason })}
            message={errors.reason}
          />
          <p className="hero-form__hint">Leave both empty to remove the rating.</p>
        </div>
      )}
      <FieldError id={`${id}-other-error`} message={errors.other} alert />
      <SaveFailureNotice failure={saveFailure.failure} onConflict={() => void loadLatest()} />
      <div className="hero-form__actions">
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
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

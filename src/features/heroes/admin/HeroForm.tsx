import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useBackend } from '../../../backend';
import { errorMessage } from '../../../domain/errors';
import { HERO_LIST_KEYS, IMAGE_REQUIRED_MESSAGE, type Hero } from '../../../domain/hero';
import {
  emptyHeroForm,
  formFieldErrors,
  formToInput,
  heroToForm,
  type HeroFormValues,
} from '../../../domain/heroForm';
import { useToast } from '../../../ui/Toast';
import { LIST_LABELS } from '../heroLabels';
import { heroQuery } from '../heroQuery';
import { HeroImageField } from './HeroImageField';
import { HeroListField } from './HeroListField';
import { HeroTextFields } from './HeroTextFields';
import { SaveFailure, saveHero } from './saveHero';
import { useCreateHero } from './useCreateHero';
import { useUpdateHero } from './useUpdateHero';

interface HeroFormProps {
  /** The hero being edited (a copy is loaded into the form), or null to add a new one. */
  hero: Hero | null;
  tiers: readonly string[];
  onClose: () => void;
}

interface Failure {
  message: string;
  conflict: boolean;
}

/** Add or edit one hero. Whatever fails, the admin's typing stays in the form. */
export function HeroForm({ hero, tiers, onClose }: HeroFormProps) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const toast = useToast();
  const createHero = useCreateHero();
  const updateHero = useUpdateHero();
  // The stored hero this edit is based on; "Load latest" moves it forward after a conflict.
  const [base, setBase] = useState(hero);
  const [values, setValues] = useState<HeroFormValues>(() =>
    hero ? heroToForm(hero) : emptyHeroForm(),
  );
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    formRef.current?.querySelector<HTMLInputElement>('#hero-name')?.focus({ preventScroll: true });
  }, []);

  const update = (patch: Partial<HeroFormValues>) => setValues((old) => ({ ...old, ...patch }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!base && !file) {
      setFieldErrors({ imagePath: IMAGE_REQUIRED_MESSAGE });
      return;
    }
    setSaving(true);
    setFailure(null);
    setFieldErrors({});
    try {
      await saveHero({
        files: backend.files,
        file,
        currentImagePath: base?.imagePath ?? '',
        onProgress: setProgress,
        failureText: base ? 'Failed to update hero' : 'Failed to add hero',
        write: (imagePath) => {
          const input = formToInput(values, imagePath);
          return base
            ? updateHero.mutateAsync({ id: base.id, input, baseVersion: base.version })
            : createHero.mutateAsync(input);
        },
      });
      toast(base ? 'Hero updated successfully!' : 'Hero added successfully!', { tone: 'success' });
      onClose();
    } catch (error) {
      const saveFailure = error instanceof SaveFailure ? error : null;
      setFailure({ message: errorMessage(error), conflict: saveFailure?.conflict ?? false });
      setFieldErrors(formFieldErrors(saveFailure?.fieldErrors ?? {}));
      setSaving(false);
      setProgress(0);
    }
  }

  async function loadLatest() {
    if (!base) return;
    try {
      const latest = await queryClient.fetchQuery({ ...heroQuery(backend, base.id), staleTime: 0 });
      setBase(latest);
      setValues(heroToForm(latest));
      setFailure(null);
      setFieldErrors({});
    } catch (error) {
      setFailure({
        message: `Failed to load the latest version: ${errorMessage(error)}`,
        conflict: true,
      });
    }
  }

  return (
    <form
      ref={formRef}
      className="form hero-form"
      aria-label={base ? `Edit ${base.name}` : 'Add New Hero'}
      onSubmit={handleSubmit}
    >
      <h2 className="hero-form__title">{base ? `Edit ${base.name}` : 'Add New Hero'}</h2>
      <HeroTextFields values={values} tiers={tiers} errors={fieldErrors} onChange={update} />
      {HERO_LIST_KEYS.map((key) => (
        <HeroListField
          key={key}
          label={LIST_LABELS[key]}
          items={values[key]}
          error={fieldErrors[key]}
          onChange={(items) => update({ [key]: items })}
        />
      ))}
      <HeroImageField
        required={!base}
        currentThumbnail={base?.thumbnailUrl ?? ''}
        progress={progress}
        error={fieldErrors.imagePath}
        onFileChange={setFile}
        onError={(message) =>
          setFieldErrors(({ imagePath: _old, ...rest }) =>
            message ? { ...rest, imagePath: message } : rest,
          )
        }
      />
      {failure && (
        <div className="hero-form__failure" role="alert">
          <p>{failure.message}</p>
          {failure.conflict && (
            <button type="button" className="button button--secondary" onClick={loadLatest}>
              Load latest
            </button>
          )}
        </div>
      )}
      <div className="hero-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : base ? 'Save Changes' : 'Add Hero'}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useBackend } from '../../../backend';
import { errorMessage } from '../../../domain/errors';
import { HERO_LIST_KEYS, type Hero } from '../../../domain/hero';
import { emptyHeroForm, formToInput, heroToForm } from './heroFormValues';
import { SaveFailureNotice } from '../../../ui/forms/SaveFailureNotice';
import { useSaveFailure } from '../../../ui/forms/useSaveFailure';
import { liveEquipment } from '../../../domain/equipment';
import { useEquipmentList } from '../../../data/equipmentQuery';
import { useToast } from '../../../ui/Toast';
import { heroMutations } from '../api/heroMutations';
import { heroQueries } from '../api/heroQueries';
import { LIST_LABELS } from '../heroLabels';
import { HeroBuildNotesField } from './HeroBuildNotesField';
import { HeroEquipmentField } from './HeroEquipmentField';
import { HeroImageField } from './HeroImageField';
import { HeroLabelFields } from './HeroLabelFields';
import { HeroListField } from './HeroListField';
import { HeroRatingsField } from './HeroRatingsField';
import { HeroSkillsField } from './HeroSkillsField';
import { HeroTextFields } from './HeroTextFields';
import { heroFieldErrors, heroFormSchema, type HeroFormFields } from './heroFormFields';
import { saveHero } from './saveHero';

const ADD_RESOLVER = zodResolver(heroFormSchema(true));
const EDIT_RESOLVER = zodResolver(heroFormSchema(false));

interface HeroFormProps {
  /** The hero being edited (a copy is loaded into the form), or null to add a new one. */
  hero: Hero | null;
  tiers: readonly string[];
  onClose: () => void;
}

/** Add or edit one hero. Whatever fails, the admin's typing stays in the form. */
export function HeroForm({ hero, tiers, onClose }: HeroFormProps) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const toast = useToast();
  const writes = heroMutations(backend);
  const createHero = useMutation(writes.create);
  const updateHero = useMutation(writes.update);
  // The stored hero this edit is based on; "Load latest" moves it forward after a conflict.
  const [base, setBase] = useState(hero);
  const [progress, setProgress] = useState(0);
  const equipment = useEquipmentList().data;
  const form = useForm<HeroFormFields>({
    defaultValues: { ...(hero ? heroToForm(hero) : emptyHeroForm()), image: null },
    resolver: hero ? EDIT_RESOLVER : ADD_RESOLVER,
    // Messages stay until the next save, like the server's; focus stays where the admin is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const saveFailure = useSaveFailure({
    setError: form.setError,
    // A refused rating is named by its place in what was sent, which the form's values tell.
    toFormErrors: (fieldErrors) => heroFieldErrors(fieldErrors, form.getValues()),
  });
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    formRef.current?.querySelector<HTMLInputElement>('#hero-name')?.focus({ preventScroll: true });
  }, []);

  async function save(values: HeroFormFields) {
    saveFailure.clear();
    try {
      await saveHero({
        files: backend.files,
        file: values.image,
        currentImagePath: base?.imagePath ?? '',
        onProgress: setProgress,
        failureText: base ? 'Failed to update hero' : 'Failed to add hero',
        write: (imagePath) => {
          const input = formToInput(values, imagePath);
          // An item in the trash is not shown in the form, and saving drops it
          // (docs/product.md#hero-form); while the items are not loaded, the list stays as it is.
          if (equipment) {
            input.recommendedEquipment = liveEquipment(input.recommendedEquipment, equipment).map(
              (item) => item.id,
            );
          }
          return base
            ? updateHero.mutateAsync({ id: base.id, input, baseVersion: base.version })
            : createHero.mutateAsync(input);
        },
      });
      toast(base ? 'Hero updated successfully!' : 'Hero added successfully!', { tone: 'success' });
      onClose();
    } catch (error) {
      saveFailure.fail(errorMessage(error), error);
      setProgress(0);
    }
  }

  async function loadLatest() {
    if (!base) return;
    try {
      const latest = await queryClient.fetchQuery({
        ...heroQueries.detail(backend, base.id),
        staleTime: 0,
      });
      setBase(latest);
      // A chosen image stays chosen: the file input still shows it.
      form.reset({ ...heroToForm(latest), image: form.getValues('image') });
      saveFailure.clear();
    } catch (error) {
      saveFailure.fail(`Failed to load the latest version: ${errorMessage(error)}`, error, true);
    }
  }

  const saving = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className="form hero-form"
        aria-label={base ? `Edit ${base.name}` : 'Add New Hero'}
        onSubmit={form.handleSubmit(save, saveFailure.clear)}
      >
        <h2 className="hero-form__title">{base ? `Edit ${base.name}` : 'Add New Hero'}</h2>
        <HeroTextFields tiers={tiers} />
        <HeroLabelFields />
        <HeroRatingsField />
        {HERO_LIST_KEYS.map((key) => (
          <HeroListField key={key} name={key} label={LIST_LABELS[key]} />
        ))}
        <HeroBuildNotesField />
        <HeroEquipmentField />
        <HeroSkillsField />
        <HeroImageField
          required={!base}
          currentThumbnail={base?.thumbnailUrl ?? ''}
          progress={progress}
        />
        <SaveFailureNotice failure={saveFailure.failure} onConflict={loadLatest} />
        <div className="hero-form__actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Saving…' : base ? 'Save Changes' : 'Add Hero'}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

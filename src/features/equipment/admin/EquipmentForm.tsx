import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useBackend } from '../../../backend';
import { EQUIPMENT_IMAGE_FOLDER, type EquipmentItem } from '../../../domain/equipment';
import { errorMessage } from '../../../domain/errors';
import { equipmentQueries } from '../../../data/equipmentQuery';
import { SaveFailureNotice } from '../../../ui/forms/SaveFailureNotice';
import { useSaveFailure } from '../../../ui/forms/useSaveFailure';
import { saveWithImage } from '../../../ui/imageUpload';
import { useToast } from '../../../ui/Toast';
import { equipmentMutations } from '../api/equipmentMutations';
import {
  EquipmentImageField,
  EquipmentNoteFields,
  EquipmentStatsField,
  EquipmentTextFields,
} from './EquipmentFields';
import {
  emptyEquipmentForm,
  equipmentFieldErrors,
  equipmentFormSchema,
  equipmentToForm,
  type CheckedEquipmentForm,
  type EquipmentFormValues,
} from './equipmentFormValues';
import './equipmentAdmin.css';

const RESOLVER = zodResolver(equipmentFormSchema);

interface EquipmentFormProps {
  /** The item being edited (a copy is loaded into the form), or null to add a new one. */
  item: EquipmentItem | null;
  /** The slots to offer, in list order (slotsInUse). */
  slots: readonly string[];
  onClose: () => void;
}

/**
 * Add or edit one item: the image goes up first and the item is written on the version the form
 * was opened on. Whatever fails, the admin's typing stays in the form.
 */
export function EquipmentForm({ item, slots, onClose }: EquipmentFormProps) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const toast = useToast();
  const writes = equipmentMutations(backend);
  const createItem = useMutation(writes.create);
  const updateItem = useMutation(writes.update);
  // The stored item this edit is based on; "Load latest" moves it forward after a conflict.
  const [base, setBase] = useState(item);
  const [progress, setProgress] = useState(0);
  const form = useForm<EquipmentFormValues, unknown, CheckedEquipmentForm>({
    defaultValues: item ? equipmentToForm(item) : emptyEquipmentForm(),
    resolver: RESOLVER,
    // Messages stay until the next save, like the server's; focus stays where the admin is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const saveFailure = useSaveFailure({
    setError: form.setError,
    // A refused stat is named by its place among the lines sent, which the form's values tell.
    toFormErrors: (fieldErrors) => equipmentFieldErrors(fieldErrors, form.getValues()),
  });
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, []);

  async function save({ input, image }: CheckedEquipmentForm) {
    saveFailure.clear();
    try {
      const saved = await saveWithImage({
        files: backend.files,
        folder: EQUIPMENT_IMAGE_FOLDER,
        file: image,
        currentImagePath: base?.imagePath ?? '',
        onProgress: setProgress,
        failureText: base ? 'Failed to save the item' : 'Failed to add the item',
        write: (imagePath) =>
          base
            ? updateItem.mutateAsync({
                id: base.id,
                input: { ...input, imagePath },
                baseVersion: base.version,
              })
            : createItem.mutateAsync({ ...input, imagePath }),
      });
      toast(base ? `Item ${saved.name} saved.` : `Item ${saved.name} added.`, { tone: 'success' });
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
        ...equipmentQueries.item(backend, base.id),
        staleTime: 0,
      });
      setBase(latest);
      // A chosen image stays chosen: the file input still shows it.
      form.reset({ ...equipmentToForm(latest), image: form.getValues('image') });
      saveFailure.clear();
    } catch (error) {
      saveFailure.fail(`Failed to load the latest version: ${errorMessage(error)}`, error, true);
    }
  }

  const title = base ? `Edit ${base.name}` : 'Add item';
  const saving = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className="form equipment-form"
        noValidate
        aria-label={title}
        onSubmit={form.handleSubmit(save, saveFailure.clear)}
      >
        <h2 className="equipment-form__title">{title}</h2>
        <EquipmentTextFields slots={slots} />
        <EquipmentStatsField />
        <EquipmentNoteFields />
        <EquipmentImageField
          current={base?.thumbnailUrl || base?.imageUrl || ''}
          progress={progress}
        />
        <SaveFailureNotice failure={saveFailure.failure} onConflict={() => void loadLatest()} />
        <div className="equipment-form__actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Saving…' : base ? 'Save changes' : 'Add item'}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

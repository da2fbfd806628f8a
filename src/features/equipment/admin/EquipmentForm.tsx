import { zodResolver } from '@hookform/resolvers/zod';
import { useBackend } from '../../../backend';
import { EQUIPMENT_IMAGE_FOLDER, type EquipmentItem } from '../../../domain/equipment';
import { equipmentQueries } from '../../../data/equipmentQuery';
import { useRecordWrite } from '../../../data/forms/useRecordWrite';
import { useVersionedForm, type RecordFormProps } from '../../../data/forms/useVersionedForm';
import { VersionedRecordForm } from '../../../data/forms/VersionedRecordForm';
import { EquipmentImage } from '../EquipmentImage';
import { equipmentMutations } from '../api/equipmentMutations';
import { EquipmentNoteFields, EquipmentStatsField, EquipmentTextFields } from './EquipmentFields';
import {
  emptyEquipmentForm,
  equipmentFieldErrors,
  equipmentFormSchema,
  equipmentToForm,
} from './equipmentFormValues';
import './equipmentAdmin.css';

const RESOLVER = zodResolver(equipmentFormSchema);

interface EquipmentFormProps extends RecordFormProps<EquipmentItem> {
  /** The slots to offer, in list order (slotsInUse). */
  slots: readonly string[];
}

/** Add or edit one item. Whatever fails, the admin's typing stays in the form. */
export function EquipmentForm({ item, slots, onClose }: EquipmentFormProps) {
  const backend = useBackend();
  const write = useRecordWrite(equipmentMutations(backend));
  const { formRef, ...editor } = useVersionedForm({
    item,
    latest: (base, read) => read(equipmentQueries.item(backend, base.id)),
    values: (stored) => (stored ? equipmentToForm(stored) : emptyEquipmentForm()),
    keep: ({ image }) => ({ image }),
    resolver: RESOLVER,
    // A refused stat is named by its place among the lines sent, which the form's values tell.
    toFormErrors: equipmentFieldErrors,
    write,
    image: {
      folder: EQUIPMENT_IMAGE_FOLDER,
      currentPath: (base) => base.imagePath,
      file: (checked) => checked.image,
    },
    toInput: ({ input }, imagePath) => ({ ...input, imagePath }),
    savedText: (saved, base) => (base ? `Item ${saved.name} saved.` : `Item ${saved.name} added.`),
    failureText: (base) => (base ? 'Failed to save the item' : 'Failed to add the item'),
    onSaved: onClose,
    focus: 'input',
  });
  const { base } = editor;
  const current = base?.thumbnailUrl || base?.imageUrl || '';

  return (
    <VersionedRecordForm
      editor={editor}
      formRef={formRef}
      block="equipment-form"
      title={base ? `Edit ${base.name}` : 'Add item'}
      noValidate
      image={{
        label: current ? 'Replace image (optional)' : 'Image (optional)',
        current: current && <EquipmentImage src={current} alt="Current image" size={64} />,
      }}
      submitLabel={base ? 'Save changes' : 'Add item'}
      onClose={onClose}
    >
      <EquipmentTextFields slots={slots} />
      <EquipmentStatsField />
      <EquipmentNoteFields />
    </VersionedRecordForm>
  );
}

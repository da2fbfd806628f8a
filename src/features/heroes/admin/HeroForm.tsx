import { zodResolver } from '@hookform/resolvers/zod';
import { useBackend } from '../../../backend';
import { HERO_LIST_KEYS, type Hero } from '../../../domain/hero';
import { liveEquipment } from '../../../domain/equipment';
import { useEquipmentList } from '../../../data/equipmentQuery';
import { useRecordWrite } from '../../../data/forms/useRecordWrite';
import { useVersionedForm } from '../../../data/forms/useVersionedForm';
import { VersionedRecordForm } from '../../../data/forms/VersionedRecordForm';
import { HeroImage } from '../../../ui/HeroImage';
import { heroMutations } from '../api/heroMutations';
import { heroQueries } from '../api/heroQueries';
import { LIST_LABELS } from '../heroLabels';
import { emptyHeroForm, formToInput, heroToForm } from './heroFormValues';
import { HeroBuildNotesField } from './HeroBuildNotesField';
import { HeroEquipmentField } from './HeroEquipmentField';
import { HeroLabelFields } from './HeroLabelFields';
import { HeroListField } from './HeroListField';
import { HeroRatingsField } from './HeroRatingsField';
import { HeroSkillsField } from './HeroSkillsField';
import { HeroTextFields } from './HeroTextFields';
import { heroFieldErrors, heroFormSchema, type HeroFormFields } from './heroFormFields';

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
  const equipment = useEquipmentList().data;
  const write = useRecordWrite(heroMutations(backend));
  const { formRef, ...editor } = useVersionedForm({
    item: hero,
    latest: (base, read) => read(heroQueries.detail(backend, base.id)),
    values: (stored): HeroFormFields => ({
      ...(stored ? heroToForm(stored) : emptyHeroForm()),
      image: null,
    }),
    keep: ({ image }) => ({ image }),
    resolver: hero ? EDIT_RESOLVER : ADD_RESOLVER,
    // A refused rating is named by its place in what was sent, which the form's values tell.
    toFormErrors: heroFieldErrors,
    write,
    image: {
      folder: 'heroes',
      currentPath: (base) => base.imagePath,
      file: (values) => values.image,
    },
    toInput: (values, imagePath) => {
      const input = formToInput(values, imagePath);
      // An item in the trash is not shown in the form, and saving drops it
      // (docs/product.md#hero-form); while the items are not loaded, the list stays as it is.
      if (equipment) {
        input.recommendedEquipment = liveEquipment(input.recommendedEquipment, equipment).map(
          (item) => item.id,
        );
      }
      return input;
    },
    savedText: (_, base) => (base ? 'Hero updated successfully!' : 'Hero added successfully!'),
    failureText: (base) => (base ? 'Failed to update hero' : 'Failed to add hero'),
    onSaved: onClose,
    focus: '#hero-name',
  });
  const { base } = editor;

  return (
    <VersionedRecordForm
      editor={editor}
      formRef={formRef}
      block="hero-form"
      title={base ? `Edit ${base.name}` : 'Add New Hero'}
      image={{
        label: base ? 'Replace image (optional)' : 'Image',
        current: base?.thumbnailUrl && (
          <HeroImage src={base.thumbnailUrl} alt="Current image" name="" size={56} />
        ),
        required: !base,
      }}
      submitLabel={base ? 'Save Changes' : 'Add Hero'}
      onClose={onClose}
    >
      <HeroTextFields tiers={tiers} />
      <HeroLabelFields />
      <HeroRatingsField />
      {HERO_LIST_KEYS.map((key) => (
        <HeroListField key={key} name={key} label={LIST_LABELS[key]} />
      ))}
      <HeroBuildNotesField />
      <HeroEquipmentField />
      <HeroSkillsField />
    </VersionedRecordForm>
  );
}

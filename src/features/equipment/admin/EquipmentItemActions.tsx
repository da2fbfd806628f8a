import { useMutation } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import {
  equipmentInputOf,
  equipmentSlotsOf,
  slotsInUse,
  type EquipmentItem,
} from '../../../domain/equipment';
import { RecordPageActions } from '../../../data/RecordPageActions';
import { useSiteSettings } from '../../../data/siteSettingsQuery';
import { equipmentMutations } from '../api/equipmentMutations';
import { EquipmentForm } from './EquipmentForm';
import { paths } from '../../../domain/paths';
import './equipmentAdmin.css';

const deleteQuestion = (name: string) =>
  `Delete ${name}? It is moved to the trash; heroes that recommend it stop showing it until it is restored.`;

/**
 * Edit, Delete and History on one item's page (admins only; loaded lazily). After a delete, back
 * to the list the item is gone from.
 */
export function EquipmentItemActions({ item }: { item: EquipmentItem }) {
  const settings = useSiteSettings().data;
  const remove = useMutation(equipmentMutations(useBackend()).remove);
  return (
    <RecordPageActions
      frameClassName="equipment-admin"
      className="equipment-admin__actions"
      collection="equipment"
      record={item}
      name={item.name}
      content={equipmentInputOf(item)}
      remove={remove.mutateAsync}
      deleting={remove.isPending}
      noun="item"
      question={deleteQuestion(item.name)}
      listPath={paths.equipment.href()}
      form={(close) => (
        <EquipmentForm
          key={item.id}
          item={item}
          slots={slotsInUse(equipmentSlotsOf(settings), [item])}
          onClose={close}
        />
      )}
    />
  );
}

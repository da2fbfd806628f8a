import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBackend } from '../../../backend';
import {
  equipmentInputOf,
  equipmentSlotsOf,
  slotsInUse,
  type EquipmentItem,
} from '../../../domain/equipment';
import { RecordActions } from '../../../data/RecordActions';
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
  const navigate = useNavigate();
  const settings = useSiteSettings().data;
  const remove = useMutation(equipmentMutations(useBackend()).remove);
  const [editing, setEditing] = useState(false);

  return (
    <div className="equipment-admin">
      <RecordActions
        collection="equipment"
        record={item}
        name={item.name}
        content={equipmentInputOf(item)}
        onEdit={() => setEditing((open) => !open)}
        remove={remove.mutateAsync}
        deleting={remove.isPending}
        deleteTexts={{
          question: deleteQuestion(item.name),
          deleted: `Item ${item.name} moved to the trash.`,
          failed: 'Failed to delete the item',
        }}
        afterDelete={() => void navigate(paths.equipment.href(), { replace: true })}
        className="equipment-admin__actions"
      />
      {editing && (
        <EquipmentForm
          key={item.id}
          item={item}
          slots={slotsInUse(equipmentSlotsOf(settings), [item])}
          onClose={() => setEditing(false)}
        />
      )}
    </div>
  );
}

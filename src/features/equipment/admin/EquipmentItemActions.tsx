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
import { EditDeleteButtons } from '../../../ui/EditDeleteButtons';
import { HistoryButton } from '../../../data/history/HistoryButton';
import { useSiteSettings } from '../../../data/siteSettingsQuery';
import { useConfirmedDelete } from '../../../ui/useConfirmedDelete';
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
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState(false);

  const handleDelete = () =>
    confirmedDelete({
      question: deleteQuestion(item.name),
      remove: async () => {
        await remove.mutateAsync(item.id);
        void navigate(paths.equipment.href(), { replace: true });
      },
      deleted: `Item ${item.name} moved to the trash.`,
      failed: 'Failed to delete the item',
    });

  return (
    <div className="equipment-admin">
      <EditDeleteButtons
        name={item.name}
        onEdit={() => setEditing((open) => !open)}
        onDelete={() => void handleDelete()}
        deleting={remove.isPending}
        className="equipment-admin__actions"
      >
        <HistoryButton
          collection="equipment"
          itemId={item.id}
          name={item.name}
          current={{
            version: item.version,
            content: equipmentInputOf(item),
            imageUrls: item.imagePath ? { [item.imagePath]: item.imageUrl } : {},
          }}
        />
      </EditDeleteButtons>
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

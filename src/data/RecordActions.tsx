import { EditDeleteButtons } from '../ui/EditDeleteButtons';
import { useConfirmedDelete, type ConfirmedDelete } from '../ui/useConfirmedDelete';
import { HistoryButton } from './history/HistoryButton';
import type { HistoryDialogProps } from './history/HistoryDialog';

/** A record as saved now; one that shows an image has its stored path and address. */
interface SavedRecord {
  id: string;
  version: number;
  imagePath?: string;
  imageUrl?: string;
}

interface RecordActionsProps {
  collection: HistoryDialogProps['collection'];
  record: SavedRecord;
  /** What the buttons and the history call it: "Edit Mo", "History of Mo". */
  name: string;
  /** The record's content as its history keeps it, which a version is compared with. */
  content: unknown;
  onEdit: () => void;
  /** The kind's delete of a record by its id. */
  remove: (id: string) => Promise<unknown>;
  /** Disables Delete while a delete is under way. */
  deleting?: boolean;
  /** What Delete asks, and the toasts that say how it went. */
  deleteTexts: Omit<ConfirmedDelete, 'remove'>;
  /** What follows a delete, before its toast (a record's own page leaves for its list). */
  afterDelete?: () => unknown;
  className: string;
}

/** An admin's History, Edit and Delete for one record with versions. */
export function RecordActions({
  collection,
  record,
  name,
  content,
  onEdit,
  remove,
  deleting,
  deleteTexts,
  afterDelete,
  className,
}: RecordActionsProps) {
  const confirmedDelete = useConfirmedDelete();
  const { imagePath, imageUrl } = record;
  const deleteRecord = () =>
    confirmedDelete({
      ...deleteTexts,
      remove: async () => {
        await remove(record.id);
        await afterDelete?.();
      },
    });
  return (
    <EditDeleteButtons
      name={name}
      onEdit={onEdit}
      onDelete={() => void deleteRecord()}
      deleting={deleting}
      className={className}
    >
      <HistoryButton
        collection={collection}
        itemId={record.id}
        name={name}
        current={{
          version: record.version,
          content,
          imageUrls: imagePath ? { [imagePath]: imageUrl ?? '' } : {},
        }}
      />
    </EditDeleteButtons>
  );
}

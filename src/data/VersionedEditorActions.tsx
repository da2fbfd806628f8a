import { FormActions } from '../ui/forms/FormActions';
import type { SaveFailure } from '../ui/forms/useSaveFailure';
import { HistoryButton } from './history/HistoryButton';
import type { HistoryDialogProps } from './history/HistoryDialog';

/** An item with versions, as its history names it ("History of the site settings"). */
export type VersionedItem = Pick<HistoryDialogProps, 'collection' | 'itemId' | 'name'>;

interface VersionedEditorActionsProps {
  /** The class of the buttons' row. */
  className: string;
  /** The save button's text. */
  saveLabel: string;
  failure: SaveFailure | null;
  /** Offered after a conflict: takes in the version someone else saved. */
  onConflict?: () => void;
  saving: boolean;
  item: VersionedItem;
  /** The item as saved now: its History button shows once it has a version. */
  current: HistoryDialogProps['current'];
}

/**
 * The foot of an admin's editor of one item with versions: why a save failed, the save button,
 * and the item's history.
 */
export function VersionedEditorActions({
  className,
  saveLabel,
  failure,
  onConflict,
  saving,
  item,
  current,
}: VersionedEditorActionsProps) {
  return (
    <FormActions
      className={className}
      failure={failure}
      onConflict={onConflict}
      saving={saving}
      submitLabel={saveLabel}
    >
      {current.version > 0 && <HistoryButton {...item} current={current} />}
    </FormActions>
  );
}

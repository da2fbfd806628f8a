import { useState, type ComponentProps, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RecordActions } from './RecordActions';

type RecordPageActionsProps = Omit<
  ComponentProps<typeof RecordActions>,
  'onEdit' | 'afterDelete' | 'deleteTexts'
> & {
  /** What the record is called in the toasts: "item" gives "Item Mo moved to the trash." */
  noun: string;
  /** What Delete asks before the record goes to the trash. */
  question: string;
  /** The class of the frame that holds the buttons and the form. */
  frameClassName: string;
  /** The list the page leaves for once the record is deleted. */
  listPath: string;
  /** The record's edit form, given the way to close it. */
  form: (close: () => void) => ReactNode;
};

/**
 * History, Edit and Delete on a record's own page (admins only): Edit opens the record's form
 * under them, and after a delete the page leaves for the list the record is gone from.
 */
export function RecordPageActions({
  frameClassName,
  listPath,
  form,
  noun,
  question,
  ...actions
}: RecordPageActionsProps) {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  return (
    <div className={frameClassName}>
      <RecordActions
        {...actions}
        deleteTexts={{
          question,
          deleted: `${Noun} ${actions.name} moved to the trash.`,
          failed: `Failed to delete the ${noun}`,
        }}
        onEdit={() => setEditing((open) => !open)}
        afterDelete={() => void navigate(listPath, { replace: true })}
      />
      {editing && form(() => setEditing(false))}
    </div>
  );
}

import type { ReactNode } from 'react';

interface EditDeleteButtonsProps {
  /** What they act on, in their accessible names: "Edit Mo", "Delete Mo". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Disables Delete while a delete is under way. */
  deleting?: boolean;
  className: string;
  /** More actions, shown first (an item's History). */
  children?: ReactNode;
}

/** An admin's Edit and Delete buttons for one item of a list. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  deleting = false,
  className,
  children,
}: EditDeleteButtonsProps) {
  return (
    <div className={className}>
      {children}
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Edit ${name}`}
        onClick={onEdit}
      >
        Edit
      </button>
      <button
        type="button"
        className="button button--danger"
        aria-label={`Delete ${name}`}
        disabled={deleting}
        onClick={onDelete}
      >
        Delete
      </button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { SaveFailureNotice } from './SaveFailureNotice';
import type { SaveFailure } from './useSaveFailure';

interface FormActionsProps {
  /** The class of the buttons' row. */
  className?: string;
  failure: SaveFailure | null;
  /** Offered after a conflict: takes in the version someone else saved. */
  onConflict?: () => void;
  saving: boolean;
  /** The save button's text. */
  submitLabel: ReactNode;
  /** Its text while the save runs; without one it keeps its text. */
  busyLabel?: string;
  /** Cancel, after the save button, when the form has one. */
  onCancel?: () => void;
  /** More buttons, last (an item's History, its moves). */
  children?: ReactNode;
}

/** The foot of an admin's form: why a save failed, then the save button and the form's others. */
export function FormActions({
  className,
  failure,
  onConflict,
  saving,
  submitLabel,
  busyLabel,
  onCancel,
  children,
}: FormActionsProps) {
  return (
    <>
      <SaveFailureNotice failure={failure} onConflict={onConflict} />
      <div className={className}>
        <button type="submit" className="button" disabled={saving}>
          {saving && busyLabel ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
        {children}
      </div>
    </>
  );
}

import type { SaveFailure } from './useSaveFailure';

interface SaveFailureNoticeProps {
  failure: SaveFailure | null;
  /** Offered after a conflict: takes in the version someone else saved. */
  onConflict?: () => void;
  /** What that does, in this form's words. */
  conflictLabel?: string;
  /** For the browser tests that look the notice up. */
  testId?: string;
}

/** Why a save failed, above the form's buttons; after a conflict, the way to the newer version. */
export function SaveFailureNotice({
  failure,
  onConflict,
  conflictLabel = 'Load latest',
  testId,
}: SaveFailureNoticeProps) {
  if (!failure) return null;
  return (
    <div className="form__failure" role="alert" data-testid={testId}>
      <p>{failure.message}</p>
      {failure.conflict && onConflict && (
        <button type="button" className="button button--secondary" onClick={onConflict}>
          {conflictLabel}
        </button>
      )}
    </div>
  );
}

import { useState } from 'react';
import { HistoryDialog, type HistoryDialogProps } from './HistoryDialog';

/** "History" for one item (admins only): opens its versions in a dialog. */
export function HistoryButton(props: Omit<HistoryDialogProps, 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-label={`History of ${props.name}`}
        onClick={() => setOpen(true)}
      >
        History
      </button>
      {open && <HistoryDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

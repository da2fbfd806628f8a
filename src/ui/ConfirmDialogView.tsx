import { Modal } from './Modal';

interface ConfirmDialogViewProps {
  /** The question asked, or null while none is. */
  request: { message: string; confirmLabel: string } | null;
  answer: (confirmed: boolean) => void;
}

/** The confirmation dialog itself: loaded with the first question asked (ConfirmDialog.tsx). */
export function ConfirmDialogView({ request, answer }: ConfirmDialogViewProps) {
  return (
    <Modal open={request !== null} title="Please confirm" onClose={() => answer(false)}>
      <p className="confirm__message">{request?.message}</p>
      <div className="confirm__actions">
        <button type="button" className="button button--secondary" onClick={() => answer(false)}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={() => answer(true)}>
          {request?.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

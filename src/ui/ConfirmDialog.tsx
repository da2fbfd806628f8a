import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Modal } from './Modal';

interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  resolve: (confirmed: boolean) => void;
}

export interface ConfirmOptions {
  confirmLabel?: string;
}

type Confirm = (message: string, options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** `await confirm('Are you sure…?')` in an accessible dialog instead of window.confirm. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const pending = useRef<ConfirmRequest | null>(null);

  const confirm = useCallback<Confirm>(
    (message, { confirmLabel = 'Delete' } = {}) =>
      new Promise<boolean>((resolve) => {
        pending.current?.resolve(false);
        const next = { message, confirmLabel, resolve };
        pending.current = next;
        setRequest(next);
      }),
    [],
  );

  const answer = (confirmed: boolean) => {
    pending.current?.resolve(confirmed);
    pending.current = null;
    setRequest(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
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
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>.');
  return confirm;
}

import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { lazyAdminPart } from './lazyNamed';

// Only admins' deletes and the guide editor ask: a visitor's first load carries none of it
// (docs/decisions.md#visitor-budget).
const ConfirmDialogView = lazyAdminPart(() => import('./ConfirmDialogView'), 'ConfirmDialogView');

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
  // Mounted from the first question on, so that closing it returns the focus where it was.
  const [asked, setAsked] = useState(false);
  const pending = useRef<ConfirmRequest | null>(null);

  const confirm = useCallback<Confirm>(
    (message, { confirmLabel = 'Delete' } = {}) =>
      new Promise<boolean>((resolve) => {
        pending.current?.resolve(false);
        const next = { message, confirmLabel, resolve };
        pending.current = next;
        setRequest(next);
        setAsked(true);
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
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialogView request={request} answer={answer} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>.');
  return confirm;
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { BackendProvider, type Backend } from '../backend';
import { ConfirmProvider } from '../ui/ConfirmDialog';
import { lazyAdminPart } from '../ui/lazyNamed';
import { RichTextFieldContext, type RichTextFieldProps } from '../ui/richTextField';
import { ServerSnapshotContext, type ServerSnapshot } from '../backend/serverSnapshot';
import { ToastProvider } from '../ui/Toast';
import { createQueryClient } from './queryClient';

/** The guide editor as a form field, for admin forms outside the guides (src/ui/richTextField.ts). */
const RichTextField = lazyAdminPart(
  () => import('../features/guides/editor/RichTextField'),
  'RichTextField',
);
const renderRichTextField = (props: RichTextFieldProps) => <RichTextField {...props} />;

interface AppProvidersProps {
  backend: Backend;
  /** Tests pass their own (made by createQueryClient) so caching does not carry over between them. */
  queryClient?: QueryClient;
  /**
   * What a server-rendered page was rendered with. Hooks start from it (the first render must
   * match the HTML), then follow the browser: the signed-in user as reported, the clock.
   */
  snapshot?: ServerSnapshot | null;
  children: ReactNode;
}

/**
 * What the server answers depends on who asks (admins also see expired codes), so cached data is
 * refetched whenever the signed-in user changes.
 */
function refetchOnAuthChange(backend: Backend, client: QueryClient) {
  let first = true;
  return backend.auth.onAuthStateChanged(() => {
    if (first) {
      first = false;
      return;
    }
    void client.invalidateQueries();
  });
}

export function AppProviders({
  backend,
  queryClient,
  snapshot = null,
  children,
}: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => refetchOnAuthChange(backend, client), [backend, client]);
  // From here on the page answers clicks (a server-rendered page's HTML shows earlier): browser
  // tests wait for this mark before using a page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={client}>
      <BackendProvider backend={backend}>
        <ServerSnapshotContext.Provider value={snapshot}>
          <ToastProvider>
            <ConfirmProvider>
              <RichTextFieldContext.Provider value={renderRichTextField}>
                {children}
              </RichTextFieldContext.Provider>
            </ConfirmProvider>
          </ToastProvider>
        </ServerSnapshotContext.Provider>
      </BackendProvider>
    </QueryClientProvider>
  );
}

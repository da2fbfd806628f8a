import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getBackend } from './backend';
import { isBackendError } from './domain/errors';
import { hydratePage, readPageState } from './app/pageState';
import { AppProviders } from './app/providers';
import { preparePage } from './app/preparePage';
import { createQueryClient } from './app/queryClient';
import { AppRouter, appRoutes, basenameFrom } from './app/router';
import { reloadOnceForStaleChunks } from './app/staleChunks';
import { installHistoryGuard } from './ui/historyGuard';
import { preloadAdminParts, setAdminSession } from './ui/lazyNamed';
import './app/styles/index.css';

reloadOnceForStaleChunks(window);
// Before the router listens: the guide editor asks before Back or Forward leaves unsaved work.
installHistoryGuard(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

/** The page's own chunk, loaded before hydrating so the first render matches the server's HTML. */
function preloadPage(): Promise<unknown> {
  const basename = basenameFrom(import.meta.env.BASE_URL);
  const pathname = window.location.pathname.slice(basename.length) || '/';
  // A chunk that fails to load is explained by the page's error boundary once React asks for it.
  return preparePage(appRoutes, pathname).catch(() => undefined);
}

async function start(root: HTMLElement) {
  // A page the server rendered carries its data; the browser takes over from there
  // (docs/decisions.md#server-rendering). Others (admin pages, the Firebase build) render here.
  const state = readPageState(document);
  const queryClient = createQueryClient();
  if (state) hydratePage(queryClient, state);
  setAdminSession(state?.user?.isAdmin === true);
  const [backend] = await Promise.all([getBackend(), state ? preloadPage() : null]);
  // An admin's page came with its admin controls: their code too, before hydrating.
  if (state?.user?.isAdmin) await preloadAdminParts();
  const app = (
    <StrictMode>
      <AppProviders
        backend={backend}
        queryClient={queryClient}
        snapshot={state && { user: state.user, renderedAt: state.renderedAt }}
      >
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
  if (state) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

start(container).catch((error: unknown) => {
  // Without a backend no page can load data; say so instead of leaving a blank page. A
  // BackendError names what is wrong (e.g. a Firebase build made without its configuration).
  createRoot(container).render(
    <p role="alert" className="startup-error">
      {isBackendError(error)
        ? `Hero Guide could not start: ${error.message}`
        : 'Hero Guide could not start. Reload the page to try again.'}
    </p>,
  );
  throw error;
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getBackend } from './backend';
import { isBackendError } from './domain/errors';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { reloadOnceForStaleChunks } from './app/staleChunks';
import './app/styles/index.css';

reloadOnceForStaleChunks(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');
const root = createRoot(container);

getBackend().then(
  (backend) => {
    root.render(
      <StrictMode>
        <AppProviders backend={backend}>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    // Without a backend no page can load data; say so instead of leaving a blank page. A
    // BackendError names what is wrong (e.g. a Firebase build made without its configuration).
    root.render(
      <p role="alert" className="startup-error">
        {isBackendError(error)
          ? `Hero Guide could not start: ${error.message}`
          : 'Hero Guide could not start. Reload the page to try again.'}
      </p>,
    );
    throw error;
  },
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getBackend } from './backend';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import './app/styles/index.css';

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
    // Without a backend no page can load data; say so instead of leaving a blank page.
    root.render(
      <p role="alert" className="startup-error">
        Hero Guide could not start. Reload the page to try again.
      </p>,
    );
    throw error;
  },
);

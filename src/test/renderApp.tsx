import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import type { Backend } from '../backend/contract';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/queryClient';
import { AppRoutes } from '../app/router';
import { createFakeBackend } from './fakeBackend';

interface RenderAppOptions {
  path?: string;
  backend?: Backend;
  /** What to render inside the router; the whole route table by default. */
  children?: ReactNode;
}

function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  // Layout effect: recorded in the same commit that shows the new page, before tests look.
  useLayoutEffect(() => onChange(location), [location, onChange]);
  return null;
}

/**
 * How long a test waits for what a lazy chunk shows (a page, the admin tools): the first import of
 * one in a test run takes a moment.
 */
export const LAZY = { timeout: 5000 };

/** Renders the app at `path` with a fake backend; `location()` tells where the router is now. */
export function renderApp({
  path = '/',
  backend = createFakeBackend(),
  children = <AppRoutes />,
}: RenderAppOptions = {}) {
  let current: Location | null = null;
  const record = (location: Location) => {
    current = location;
  };
  // The app's own client (mutations invalidate through it), without retries so failures show at once.
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <AppProviders backend={backend} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LocationSpy onChange={record} />
        {children}
      </MemoryRouter>
    </AppProviders>,
  );
  const location = (): Location => {
    if (!current) throw new Error('The router has not rendered yet.');
    return current;
  };
  return { ...view, backend, location };
}

import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';

function Throws({ error }: { error: Error }): never {
  throw error;
}

afterEach(() => vi.restoreAllMocks());

describe('PageErrorBoundary', () => {
  it('says the site was updated when a page chunk is gone, never the browser wording', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageErrorBoundary>
        <Throws error={new Error('Unable to preload CSS for /assets/HeroesPage-abc.css')} />
      </PageErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The site was updated since this page was opened. Reload the page to get the new version.',
    );
    expect(alert).not.toHaveTextContent('preload');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('says the network is down when offline', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <PageErrorBoundary>
        <Throws error={new Error('Failed to fetch dynamically imported module: /assets/a.js')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You appear to be offline. Check your connection, then reload the page.',
    );
  });

  it('shows the message of any other failure', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageErrorBoundary>
        <Throws error={new Error('Heroes could not be drawn.')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Heroes could not be drawn.');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../backend/contract';
import type { GameMode } from '../../../domain/gameMode';
import { createFakeAuth, createFakeBackend, makeUser } from '../../../test/fakeBackend';
import { makeHero } from '../../../test/makeHero';
import { renderApp } from '../../../test/renderApp';
import { HeroExportButton } from './HeroExportButton';
import { makeGameMode } from '../../../test/makeGameMode';

const mode = (id: string, name: string, position: number) => makeGameMode(name, { id, position });

/** The downloaded files' contents, in order. */
let downloads: Blob[] = [];

// The test DOM cannot make object URLs nor follow a download link.
beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

function backendWith(modes: GameMode[]): Backend {
  const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
  backend.heroes.list = async () => [
    makeHero({
      name: 'Borin',
      ratings: [
        { mode: 'arena', tier: 'S', reason: 'Bursts down healers.' },
        { mode: 'old', tier: 'C', reason: 'A mode in the trash.' },
        { mode: 'campaign', tier: 'Meta', reason: '' },
      ],
    }),
  ];
  backend.modes = { ...backend.modes, list: async () => modes };
  return backend;
}

describe('Export Heroes', () => {
  it('writes each hero with its ratings in the live modes, under their names, in their order', async () => {
    renderApp({
      backend: backendWith([mode('campaign', 'Campaign', 0), mode('arena', 'Arena', 1)]),
      children: <HeroExportButton />,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export Heroes (JSON)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [hero] = JSON.parse(await downloads[0]!.text()) as { ratings: object }[];
    expect(Object.keys(hero?.ratings ?? {})).toEqual(['Campaign', 'Arena']);
    expect(hero?.ratings).toEqual({
      Campaign: { tier: 'Meta' },
      Arena: { tier: 'S', reason: 'Bursts down healers.' },
    });
  });
});

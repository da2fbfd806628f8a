import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compareHeroes } from '../../domain/hero';
import { createFakeBackend } from '../../test/fakeBackend';
import { makeHero } from '../../test/makeHero';
import { renderApp } from '../../test/renderApp';
import { makeGameMode } from '../../test/makeGameMode';

const ARENA = makeGameMode('Arena');

const HEROES = [
  makeHero({
    name: 'Aria',
    tier: 'S',
    stats: { ATK: '900', DEF: '10', HP: '100', SPD: '5' },
    ratings: [{ mode: 'arena', tier: 'Meta', reason: 'Wins duels.' }],
  }),
  makeHero({ name: 'Bo', tier: 'A', stats: { ATK: '1,200', DEF: '0', HP: '', SPD: '' } }),
  makeHero({ name: 'Cy', tier: 'C' }),
];

function backend() {
  const fake = createFakeBackend();
  fake.heroes.list = async () => [...HEROES].sort(compareHeroes);
  fake.modes.list = async () => [ARENA];
  return fake;
}

describe('comparing heroes', () => {
  it('sets the heroes of the address side by side: tiers per mode with reasons, stats, lists', async () => {
    renderApp({ path: '/heroes/compare?ids=aria,bo', backend: backend() });
    const table = within(await screen.findByRole('region', { name: 'Comparison' }));
    expect(screen.getByRole('region', { name: 'Comparison' })).toHaveAttribute('tabindex', '0');
    const header = table
      .getAllByRole('columnheader')
      .map((cell) => within(cell).getAllByRole('link')[0]!.getAttribute('href'));
    expect(header).toEqual(['/heroes/aria', '/heroes/bo']);
    const row = (label: string) =>
      [...table.getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td')].map(
        (cell) => cell.textContent,
      );
    expect(row('Overall tier')).toEqual(['S', 'A']);
    expect(row('Arena')).toEqual(['MetaWins duels.', '—']);
    expect(row('ATK')).toEqual(['900', '1,200']);
    // Bo's DEF is 0 and his HP empty: neither is known.
    expect(row('DEF')).toEqual(['10', '—not known']);
    expect(row('HP')).toEqual(['100', '—not known']);
    expect(row('Recommended Talisman')).toEqual(['Phoenix Sigil', 'Phoenix Sigil']);
    expect(document.title).toMatch(/^Compare: Aria vs Bo/);
    expect(screen.getByRole('link', { name: 'Remove Bo' })).toHaveAttribute(
      'href',
      '/heroes/compare?ids=aria',
    );
  });

  it('adds a hero with a form that works before hydration, and offers only the others', async () => {
    renderApp({ path: '/heroes/compare?ids=aria', backend: backend() });
    const add = await screen.findByLabelText('Add a hero');
    expect(add.closest('form')).toHaveAttribute('method', 'get');
    expect(
      within(add)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a hero', 'Bo', 'Cy']);
  });

  it('folds an added hero into the address and says when four are chosen', async () => {
    renderApp({ path: '/heroes/compare?ids=aria,bo,cy&add=aria', backend: backend() });
    expect(await screen.findByRole('columnheader', { name: /Cy/ })).toBeVisible();
    const fourth = makeHero({ name: 'Di' });
    const many = backend();
    many.heroes.list = async () => [...HEROES, fourth];
    renderApp({ path: '/heroes/compare?ids=aria,bo,cy,di', backend: many });
    expect(await screen.findByText('Compare up to 4 heroes at a time.')).toBeVisible();
  });

  it('is reached by picking heroes on the list', async () => {
    renderApp({ path: '/heroes', backend: backend() });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Compare Aria' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare Cy' }));
    const go = screen.getByRole('link', { name: 'Compare 2 heroes' });
    expect(go).toHaveAttribute('href', '/heroes/compare?ids=aria,cy');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('link', { name: /^Compare \d/ })).toBeNull();
  });
});

describe('the stats view', () => {
  it('tables the filtered heroes, sorted by the column in the address, with aria-sort', async () => {
    renderApp({ path: '/heroes?view=stats&sort=atk&dir=desc', backend: backend() });
    const rows = await screen.findAllByTestId('stats-row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Bo', 'Aria', 'Cy']);
    const atk = screen.getByRole('columnheader', { name: 'ATK' });
    expect(atk).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    // Sorting again by the same column turns it round; the other columns start from their own way.
    expect(within(atk).getByRole('link')).toHaveAttribute(
      'href',
      '/heroes?view=stats&sort=atk&dir=asc',
    );
    await userEvent.click(within(atk).getByRole('link'));
    expect(
      (await screen.findAllByTestId('stats-row')).map(
        (row) => row.querySelector('th')?.textContent,
      ),
    ).toEqual(['Cy', 'Aria', 'Bo']);
  });

  it('sorts a stat the data does not know (0 or empty) last, in either direction', async () => {
    renderApp({ path: '/heroes?view=stats&sort=def&dir=asc', backend: backend() });
    const names = async () =>
      (await screen.findAllByTestId('stats-row')).map(
        (row) => row.querySelector('th')?.textContent,
      );
    expect(await names()).toEqual(['Aria', 'Cy', 'Bo']);
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: 'DEF' })).getByRole('link'),
    );
    await waitFor(async () => expect(await names()).toEqual(['Cy', 'Aria', 'Bo']));
  });

  it('shows the chosen mode’s tiers, the heroes it does not rate last', async () => {
    renderApp({ path: '/heroes?view=stats&mode=arena', backend: backend() });
    await screen.findByRole('link', { name: 'Arena' });
    const rows = await screen.findAllByTestId('stats-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AriaMeta900101005',
      'Bo—1,200—not known—not known—not known',
      'Cy—10050900—not known',
    ]);
  });

  it('keeps the filters', async () => {
    renderApp({ path: '/heroes?view=stats&q=a', backend: backend() });
    const rows = await screen.findAllByTestId('stats-row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Aria']);
  });
});

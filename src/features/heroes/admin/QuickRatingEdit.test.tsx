import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { conflict } from '../../../domain/errors';
import type { GameMode } from '../../../domain/gameMode';
import type { Hero, HeroInput } from '../../../domain/hero';
import { copyHeroInput } from '../../../domain/heroFields';
import { REASON_NEEDS_TIER } from '../../../domain/heroRatings';
import { createFakeAuth, createFakeBackend, makeUser } from '../../../test/fakeBackend';
import { makeHero } from '../../../test/makeHero';
import { renderApp } from '../../../test/renderApp';
import { useHeroes } from '../api/heroQueries';
import { QuickRatingEdit } from './QuickRatingEdit';
import { makeGameMode } from '../../../test/makeGameMode';

const ARENA = makeGameMode('Arena');

/** The hero list as the page shows it, to see it refreshed. */
function HeroTiers() {
  const heroes = useHeroes();
  return (
    <ul aria-label="Heroes">
      {heroes.data?.map((hero) => (
        <li key={hero.id}>
          {hero.name}: {hero.tier}, {hero.ratings.map((r) => `${r.mode} ${r.tier}`).join(' ')}
        </li>
      ))}
    </ul>
  );
}

/** A backend holding one hero, saved with versions as the contract says. */
function withHero(stored: Hero, admin = true) {
  let current = stored;
  const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser({ isAdmin: admin }) }));
  backend.heroes.list = vi.fn(async () => [current]);
  backend.heroes.get = vi.fn(async () => current);
  backend.heroes.update = vi.fn(async (_id: string, input: HeroInput, baseVersion: number) => {
    if (baseVersion !== current.version) throw conflict('This hero');
    current = { ...current, ...input, version: current.version + 1 };
    return current;
  });
  return {
    backend,
    elsewhere: (change: Partial<Hero>) => {
      current = { ...current, ...change, version: current.version + 1 };
    },
  };
}

function show(backend: ReturnType<typeof withHero>['backend'], hero: Hero, mode: GameMode | null) {
  renderApp({
    backend,
    children: (
      <>
        <HeroTiers />
        <QuickRatingEdit hero={hero} mode={mode} />
      </>
    ),
  });
  return userEvent.setup();
}

const MO = makeHero({
  name: 'Mo',
  tier: 'S',
  version: 2,
  ratings: [
    { mode: 'boss', tier: 'B', reason: 'Slow.' },
    { mode: 'arena', tier: 'A', reason: 'Fast.' },
  ],
});

describe('quick edit', () => {
  it('is not there for visitors', async () => {
    const { backend } = withHero(MO, false);
    show(backend, MO, ARENA);
    expect(await screen.findByText('Mo: S, boss B arena A')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change tier of Mo' })).toBeNull();
  });

  it("saves the hero's tier and reason in the mode, and only those, then refreshes the lists", async () => {
    const { backend } = withHero(MO);
    const user = show(backend, MO, ARENA);
    await user.click(await screen.findByRole('button', { name: 'Change tier of Mo' }));
    const dialog = screen.getByRole('dialog', { name: 'Mo in Arena' });
    const tier = within(dialog).getByLabelText('Tier in Arena');
    expect(tier).toHaveValue('A');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Fast.');
    await user.clear(tier);
    await user.type(tier, 's+');
    await user.type(within(dialog).getByLabelText('Reason'), ' Even in PvP.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Rating of Mo in Arena saved.')).toBeVisible();
    expect(backend.heroes.update).toHaveBeenCalledWith(
      MO.id,
      {
        // Every field of the hero as it was, but the rating.
        ...copyHeroInput(MO),
        ratings: [
          { mode: 'boss', tier: 'B', reason: 'Slow.' },
          { mode: 'arena', tier: 'S+', reason: 'Fast. Even in PvP.' },
        ],
      },
      2,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Mo: S, boss B arena S+')).toBeVisible();
  });

  it('edits the overall tier, without a reason, when no mode is shown', async () => {
    const { backend } = withHero(MO);
    const user = show(backend, MO, null);
    await user.click(await screen.findByRole('button', { name: 'Change tier of Mo' }));
    const dialog = screen.getByRole('dialog', { name: 'Mo: overall tier' });
    expect(within(dialog).queryByLabelText('Reason')).toBeNull();
    const tier = within(dialog).getByLabelText('Overall tier');
    await user.clear(tier);
    await user.type(tier, 'meta');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Overall tier of Mo saved.')).toBeVisible();
    expect(backend.heroes.update).toHaveBeenCalledWith(
      MO.id,
      expect.objectContaining({ tier: 'Meta', ratings: MO.ratings }),
      2,
    );
    expect(await screen.findByText('Mo: Meta, boss B arena A')).toBeVisible();
  });

  it('refuses a reason without a tier next to the tier, and sends nothing', async () => {
    const { backend } = withHero(MO);
    const user = show(backend, MO, ARENA);
    await user.click(await screen.findByRole('button', { name: 'Change tier of Mo' }));
    const dialog = screen.getByRole('dialog', { name: 'Mo in Arena' });
    await user.clear(within(dialog).getByLabelText('Tier in Arena'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Tier in Arena')).toHaveAccessibleDescription(
      REASON_NEEDS_TIER,
    );
    expect(backend.heroes.update).not.toHaveBeenCalled();
  });

  it('on a stale version says so, keeps the typing, and loads the latest on request', async () => {
    const { backend, elsewhere } = withHero(MO);
    const user = show(backend, MO, ARENA);
    await user.click(await screen.findByRole('button', { name: 'Change tier of Mo' }));
    const dialog = screen.getByRole('dialog', { name: 'Mo in Arena' });
    elsewhere({ ratings: [{ mode: 'arena', tier: 'Food', reason: 'Nerfed.' }] });
    const tier = within(dialog).getByLabelText('Tier in Arena');
    await user.clear(tier);
    await user.type(tier, 'SS');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Failed to save: This hero was changed by someone else/,
    );
    expect(tier).toHaveValue('SS');

    await user.click(within(dialog).getByRole('button', { name: 'Load latest' }));
    await waitFor(() => expect(tier).toHaveValue('Food'));
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Nerfed.');
    await user.clear(tier);
    await user.type(tier, 'C');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rating of Mo in Arena saved.')).toBeVisible();
    expect(backend.heroes.update).toHaveBeenLastCalledWith(
      MO.id,
      expect.objectContaining({ ratings: [{ mode: 'arena', tier: 'C', reason: 'Nerfed.' }] }),
      3,
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notFound } from '../../domain/errors';
import { createFakeBackend } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { makeHero } from '../../test/makeHero';

describe('HeroPage', () => {
  it('shows one hero with its full image and details', async () => {
    const backend = createFakeBackend();
    const hero = makeHero({ name: 'Mo', imageUrl: '/files/heroes/1-mo.png' });
    backend.heroes.get = vi.fn(async () => hero);
    renderApp({ path: '/heroes/mo', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mo' })).toBeVisible();
    expect(backend.heroes.get).toHaveBeenCalledWith('mo');
    const portrait = screen.getByRole('img', { name: 'Mo' });
    expect(portrait).toHaveAttribute('src', '/files/heroes/1-mo.png');
    // The page's largest paint: fetched at once and before any other image.
    expect(portrait).toHaveAttribute('loading', 'eager');
    expect(portrait).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByText('Tier: S')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Recommended Talisman' })).toBeVisible();
    // A stat the data does not know (SPD is empty) is a dash named "not known", never 0.
    const spd = screen.getByText('SPD').nextElementSibling as HTMLElement;
    expect(spd).toHaveTextContent(/^—not known$/);
    expect(within(spd).getByTitle('not known')).toBeVisible();
    // The title is set by an effect, which may run after the page is on screen.
    await waitFor(() => expect(document.title).toBe('Mo · Hero Guide'));
  });

  it('says when the hero does not exist, with a link back to the list', async () => {
    const backend = createFakeBackend();
    backend.heroes.get = vi.fn(async () => {
      throw notFound('This hero');
    });
    renderApp({ path: '/heroes/gone', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hero not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Heroes' })).toHaveAttribute('href', '/heroes');
  });

  it('shows the skills after the description, in order, each at its anchor with a link to it', async () => {
    const backend = createFakeBackend();
    const hero = makeHero({
      name: 'Mo',
      skills: [
        {
          name: 'Sun Nova',
          kind: 'Ultimate',
          cooldown: '3 turns',
          description:
            '<p>Blinds <strong>every</strong> foe.</p><img src=x onerror="window.__xss=1">',
          upgrades: [
            { level: 'Lv 2', effect: 'Blinds longer.' },
            { level: 'Lv 3', effect: 'Also slows.' },
          ],
        },
        { name: 'Dawn Ward', kind: 'Passive', cooldown: '', description: '', upgrades: [] },
      ],
    });
    backend.heroes.get = vi.fn(async () => hero);
    renderApp({ path: '/heroes/mo', backend });
    const section = await screen.findByRole('region', { name: 'Skills' });
    // After the description, before the stats.
    const description = screen.getByText('Mo is a test hero.');
    expect(description.compareDocumentPosition(section)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(section.compareDocumentPosition(screen.getByText('ATK'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    const skills = within(section).getAllByRole('article');
    expect(skills.map((skill) => skill.id)).toEqual(['skill-sun-nova', 'skill-dawn-ward']);
    const [nova, ward] = skills as [HTMLElement, HTMLElement];
    expect(nova).toHaveAccessibleName('Sun Nova');
    expect(within(nova).getByRole('heading', { level: 3 })).toHaveTextContent('Sun Nova');
    const link = within(nova).getByRole('link', { name: 'Link to this skill' });
    expect(link).toHaveAttribute('href', '#skill-sun-nova');
    expect(link).toHaveAccessibleDescription('Sun Nova');
    expect(within(nova).getByText('Ultimate')).toBeVisible();
    expect(within(nova).getByText('3 turns')).toBeVisible();
    expect(await within(nova).findByText('every')).toBeVisible();
    expect(nova.innerHTML).not.toMatch(/onerror|__xss/);
    const upgrades = within(nova).getByRole('list', { name: 'Upgrades of Sun Nova' });
    expect(
      within(upgrades)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lv 2: Blinds longer.', 'Lv 3: Also slows.']);
    // No cooldown, text or upgrades: none shown.
    expect(within(ward).queryByText('Cooldown')).toBeNull();
    expect(within(ward).queryByRole('list')).toBeNull();
  });

  it('shows no skills section for a hero without skills', async () => {
    const backend = createFakeBackend();
    backend.heroes.get = vi.fn(async () => makeHero({ name: 'Mo' }));
    renderApp({ path: '/heroes/mo', backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mo' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Skills' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Skills' })).toBeNull();
  });
});

import { inject } from 'vitest';
import { publicPageCases } from '../support/publicPageCases';

/** Every public page a visitor can land on, with the sample data's first hero and guide. */
export function publicPages(): string[] {
  const hero = { id: inject('heroId'), name: '' };
  const guide = { id: inject('guideId'), title: '' };
  return publicPageCases(hero, guide, inject('modes'), inject('records')).map((page) => page.path);
}

/** The pages Lighthouse scores: one of each kind. */
export function lighthousePages(): string[] {
  const pages = publicPages();
  const [home, heroes, hero, tierChanges, codes, guides] = pages;
  // A game mode's tier list and board, and a comparison of two heroes.
  const ofModes = pages.filter((path) => path.includes('mode=') || path.includes('/compare'));
  // The teams and a team, the equipment and an item.
  const ofRecords = pages.filter((path) => /^\/(teams|equipment)(\/|$)/.test(path));
  return [
    home!,
    heroes!,
    hero!,
    tierChanges!,
    codes!,
    guides!,
    '/guild-calculator',
    ...ofModes,
    ...ofRecords,
  ];
}

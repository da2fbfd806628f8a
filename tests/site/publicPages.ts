import { inject } from 'vitest';
import { publicPageCases } from '../support/publicPageCases';

/** Every public page a visitor can land on, with the sample data's first hero and guide. */
export function publicPages(): string[] {
  const hero = { id: inject('heroId'), name: '' };
  const guide = { id: inject('guideId'), title: '' };
  return publicPageCases(hero, guide).map((page) => page.path);
}

/** The pages Lighthouse scores: one of each kind. */
export function lighthousePages(): string[] {
  const [home, heroes, hero, codes, guides, guide] = publicPages();
  return [home!, heroes!, hero!, codes!, guides!, guide!, '/guild-calculator'];
}

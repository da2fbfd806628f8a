import { inject } from 'vitest';

/** Every public page a visitor can land on, with the sample data's first hero and guide. */
export function publicPages(): string[] {
  return [
    '/',
    '/heroes',
    `/heroes/${inject('heroId')}`,
    '/codes',
    '/guides',
    `/guides/${inject('guideId')}`,
    '/guides/pets',
    '/guides/war-spirit',
    '/guides/codex',
    '/guides/upgrade-priority',
    '/guild-calculator',
    '/upgraderequirement',
    '/talisman',
    '/disclaimer',
    '/equipment',
  ];
}

/** The pages Lighthouse scores: one of each kind. */
export function lighthousePages(): string[] {
  return [
    '/',
    '/heroes',
    `/heroes/${inject('heroId')}`,
    '/codes',
    '/guides',
    `/guides/${inject('guideId')}`,
    '/guild-calculator',
  ];
}

import type { Hero } from '../../domain/hero';

/** The admin form is closed, adding a new hero, or editing one hero at a time. */
export type HeroFormMode = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; hero: Hero };

export const FORM_CLOSED: HeroFormMode = { kind: 'closed' };

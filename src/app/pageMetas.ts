import type { QueryClient } from '@tanstack/react-query';
import { isBackendError } from '../domain/errors';
import type { Guide } from '../domain/guide';
import type { Hero } from '../domain/hero';
import { guideKeys } from '../features/guides/api/guideQueries';
import { heroKeys } from '../features/heroes/api/heroQueries';
import { guideMeta, heroMeta, staticMeta, type PageMeta } from './pageMeta';
import type { PageParams } from './publicPages';

interface PageContext {
  params: PageParams;
  /** Holds the page's data, fetched for its render. */
  queryClient: QueryClient;
}

const DESCRIPTIONS = {
  home: 'Unofficial community guide for players: hero tier lists, redemption codes, upgrade requirements, guides and a guild level calculator.',
  heroes:
    'Every hero ranked from Meta to Food, with stats and the recommended talisman, spirit, rune, codex and pet for each.',
  tierChanges:
    'Every change to the hero tier list, newest first: which heroes moved up or down, and when.',
  codes: 'Active redemption codes with their expiry dates. Copy a code with one tap.',
  guides: 'Guides written by players: pets, war spirits, codex, upgrade priorities and more.',
  calculator:
    'How many guild points each level needs, how far you are from the next one, and how long it will take.',
  upgrades: 'Upgrade requirement charts: what each upgrade costs, at a glance.',
  talisman: 'Talisman charts for SPC and SURV builds.',
  disclaimer: 'An unofficial fan site, not affiliated with the game or its publisher.',
  equipment: 'Equipment for your heroes: what to craft and upgrade first.',
} as const;

/** Whether the page's main record does not exist: the server then answers 404. */
const missing = (queryClient: QueryClient, key: readonly unknown[]) =>
  isBackendError(queryClient.getQueryState(key)?.error, 'not-found');

const fixed = (title: string, description: string, type?: PageMeta['type']) => () =>
  staticMeta(title, description, type);

/**
 * How each public page presents itself in its first HTML (title, description, share card), by
 * the route path of publicPages.ts. Titles are the ones the pages give the browser tab. Only the
 * server (and the Firebase build's static pages) need this, so it stays out of the browser's code.
 */
export const pageMetas: Readonly<Record<string, (context: PageContext) => PageMeta>> = {
  '/': fixed('Home', DESCRIPTIONS.home),
  '/heroes': fixed('Heroes', DESCRIPTIONS.heroes),
  '/heroes/:id': ({ params: { id = '' }, queryClient }) =>
    missing(queryClient, heroKeys.detail(id))
      ? { ...staticMeta('Hero not found', DESCRIPTIONS.heroes), notFound: true }
      : heroMeta(queryClient.getQueryData<Hero>(heroKeys.detail(id))),
  '/tier-changes': fixed('Tier changes', DESCRIPTIONS.tierChanges),
  '/codes': fixed('Codes', DESCRIPTIONS.codes),
  '/guides': fixed('Guides', DESCRIPTIONS.guides),
  '/guides/pets': fixed(
    'Pets Guide',
    'Pets fight beside your heroes and quietly add stats to the whole team: which to raise first and how to feed them.',
    'article',
  ),
  '/guides/war-spirit': fixed(
    'War Spirits Guide',
    'War spirits explained: which spirit suits which team, and where to spend your resources.',
    'article',
  ),
  '/guides/codex': fixed(
    'Codex Guide',
    'The codex explained: which entries to complete first for the biggest team-wide bonuses.',
    'article',
  ),
  '/guides/upgrade-priority': fixed(
    'PvP Upgrade Priority',
    'What to upgrade first for PvP, in order, so every resource counts.',
    'article',
  ),
  '/guides/:id': ({ params: { id = '' }, queryClient }) =>
    missing(queryClient, guideKeys.detail(id))
      ? { ...staticMeta('Guide not found', DESCRIPTIONS.guides), notFound: true }
      : guideMeta(queryClient.getQueryData<Guide>(guideKeys.detail(id))),
  '/guild-calculator': fixed('Guild Level Progression Calculator', DESCRIPTIONS.calculator),
  '/upgraderequirement': fixed('Upgrade Requirements', DESCRIPTIONS.upgrades),
  '/talisman': fixed('Talisman', DESCRIPTIONS.talisman),
  '/disclaimer': fixed('Disclaimer', DESCRIPTIONS.disclaimer),
  '/equipment': fixed('Equipment', DESCRIPTIONS.equipment),
};

/** The page's metadata; a page missing from the table would be a bug, so it fails loudly. */
export function metaOf(path: string, context: PageContext): PageMeta {
  const meta = pageMetas[path];
  if (!meta) throw new Error(`No metadata for the public page ${path}`);
  return meta(context);
}

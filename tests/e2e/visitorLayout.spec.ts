import type { APIRequestContext, Page } from '@playwright/test';
import type { Guide } from '../../src/domain/guide';
import { expect, oldest } from './fixtures';
import { GUIDE_ID, openSiteSearch, sweepVisitorViews, type View } from './layoutViews';

/**
 * Every public page, with the site search and the chart viewer open, fits every screen and passes
 * axe, in both themes (layoutViews.ts).
 */

/** The oldest record of a public list, as seeded (read through the public API). */
async function seededId(api: APIRequestContext, list: string) {
  const records = (await (await api.get(`api/${list}`)).json()) as Array<{
    id: string;
    createdAt: string;
  }>;
  if (records.length === 0) throw new Error(`the seeded data has no ${list}`);
  return oldest(records).id;
}

/** The sample guide with lists, a checklist and code blocks (server/seed/sampleGuides.ts). */
async function beginnersGuidePath(api: APIRequestContext) {
  const guides = (await (await api.get('api/guides')).json()) as Guide[];
  const guide = guides.find((one) => one.title.startsWith("A beginner's path"));
  if (!guide) throw new Error("the seeded data has no beginner's path guide");
  return `/guides/${guide.id}`;
}

async function twoHeroesComparedPath(api: APIRequestContext) {
  const heroes = (await (await api.get('api/heroes')).json()) as Array<{ id: string }>;
  return `/heroes/compare?ids=${heroes
    .slice(0, 2)
    .map((hero) => hero.id)
    .join(',')}`;
}

/** Opens the first chart of the page in the zoomable viewer. */
async function openChart(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
}

const VISITOR_VIEWS: View[] = [
  { name: 'home', path: '/' },
  { name: 'home: the site search open', path: '/', open: openSiteSearch },
  { name: 'heroes', path: '/heroes' },
  { name: 'heroes: the tier board', path: '/heroes?view=board' },
  { name: 'heroes: the stats table', path: '/heroes?view=stats' },
  {
    name: "a hero's page",
    path: '/heroes/{hero}',
    resolve: async (api) => `/heroes/${await seededId(api, 'heroes')}`,
  },
  { name: 'two heroes compared', path: '/heroes/compare', resolve: twoHeroesComparedPath },
  { name: 'tier changes', path: '/tier-changes' },
  { name: 'teams', path: '/teams' },
  {
    name: 'a team',
    path: '/teams/{team}',
    resolve: async (api) => `/teams/${await seededId(api, 'teams')}`,
  },
  { name: 'equipment', path: '/equipment' },
  {
    name: 'an equipment item',
    path: '/equipment/{item}',
    resolve: async (api) => `/equipment/${await seededId(api, 'equipment')}`,
  },
  { name: 'codes', path: '/codes' },
  { name: 'guides', path: '/guides' },
  { name: 'a guide', path: `/guides/${GUIDE_ID}` },
  { name: 'a guide with code blocks', path: '/guides/{beginner}', resolve: beginnersGuidePath },
  { name: 'a guide of the site', path: '/guides/upgrade-priority' },
  { name: 'guild calculator', path: '/guild-calculator' },
  {
    name: 'upgrade requirements: a chart open',
    path: '/upgraderequirement',
    open: (page) => openChart(page, 'Hero Star'),
  },
  {
    name: 'talisman: a chart open',
    path: '/talisman',
    open: (page) => openChart(page, 'SPC 1 talisman chart'),
  },
  { name: 'disclaimer', path: '/disclaimer' },
  { name: 'sign-in page', path: '/logmin' },
];

sweepVisitorViews(VISITOR_VIEWS);

import type { APIRequestContext, Page } from '@playwright/test';
import type { Hero } from '../../src/domain/hero';
import { test, expect } from './fixtures';
import { heroListTest, createHero, removeHeroes, stamp } from './heroesApi';

/**
 * The tier board, the tier changes page, the hero profile's timeline and the home page's latest
 * changes, in Chromium against the real server. Each test makes its own heroes (unique names) and
 * deletes only those: the seeded list is shared with the specs running at the same time.
 */

/** What the server keeps beside what an admin writes. */
const STORED_ONLY = [
  'id',
  'version',
  'imageUrl',
  'thumbnailUrl',
  'tierHistory',
  'createdAt',
  'updatedAt',
];

/** Moves a hero to another tier as an admin edit does; answers the hero as stored. */
async function changeTier(api: APIRequestContext, hero: Hero, tier: string): Promise<Hero> {
  const input: Record<string, unknown> = { ...hero, tier };
  for (const stored of STORED_ONLY) delete input[stored];
  const response = await api.put(`api/heroes/${encodeURIComponent(hero.id)}`, {
    data: { hero: input, baseVersion: hero.version },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

const boardRows = (page: Page) => page.getByTestId('tier-row');

heroListTest(
  'the tier board: rows in tier order, linked portraits, the view and filters in the address',
  async ({ page, adminApi: api }) => {
    const tag = stamp();
    const heroes = [
      await createHero(api, { name: `Board A ${tag}`, tier: 'A' }),
      await createHero(api, { name: `Board Meta ${tag}`, tier: 'Meta' }),
      await createHero(api, { name: `Board SS ${tag}`, tier: 'SS' }),
      await createHero(api, { name: `Board SS two ${tag}`, tier: 'SS' }),
    ];
    try {
      await page.goto(`/heroes?q=${tag}`);
      await expect(page.getByRole('link', { name: 'List' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.getByRole('link', { name: 'Tier board' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&view=board$`));
      await expect(page.getByRole('link', { name: 'Tier board' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByTestId('hero-row')).toHaveCount(0);
      await expect(boardRows(page).getByRole('heading')).toHaveText(['Meta', 'SS', 'A']);
      // The heroes' links (the row's heading links to the tier legend).
      await expect(boardRows(page).nth(1).getByRole('listitem').getByRole('link')).toHaveText([
        `Board SS ${tag}`,
        `Board SS two ${tag}`,
      ]);

      // The tier filter applies to the board, and both stay in the address.
      await page.getByRole('combobox', { name: 'Tier' }).selectOption('SS');
      await expect(boardRows(page).getByRole('heading')).toHaveText(['SS']);
      await expect(page).toHaveURL(/view=board/);
      await expect(page).toHaveURL(/tier=SS/);
      await page.reload();
      await expect(boardRows(page).getByRole('heading')).toHaveText(['SS']);

      // A portrait's name opens the hero page.
      await page.getByRole('link', { name: `Board SS two ${tag}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Board SS two ${tag}`);
      await page.goBack();

      // Back to the list, keeping the filters.
      await page.getByRole('link', { name: 'List' }).click();
      await expect(page).not.toHaveURL(/view=/);
      await expect(page).toHaveURL(/tier=SS/);
      await expect(page.getByTestId('hero-row')).toHaveCount(2);
      await expect(boardRows(page)).toHaveCount(0);
    } finally {
      await removeHeroes(api, heroes);
    }
  },
);

test('the tier board is rendered by the server: it shows with JavaScript turned off', async ({
  browser,
  baseURL,
  adminApi: api,
}) => {
  const tag = stamp();
  const heroes = [
    await createHero(api, { name: `NoJS B ${tag}`, tier: 'B' }),
    await createHero(api, { name: `NoJS S ${tag}`, tier: 'S' }),
  ];
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const noScript = await context.newPage();
  try {
    await noScript.goto(`/heroes?q=${tag}&view=board`);
    await expect(boardRows(noScript).getByRole('heading')).toHaveText(['S', 'B']);
    await expect(noScript.getByRole('link', { name: `NoJS S ${tag}` })).toHaveAttribute(
      'href',
      `/heroes/${heroes[1]!.id}`,
    );
    // The switch is plain links: following one without JavaScript gives the list.
    await noScript.getByRole('link', { name: 'List' }).click();
    await expect(noScript.getByTestId('hero-row')).toHaveCount(2);
  } finally {
    await context.close();
    await removeHeroes(api, heroes);
  }
});

heroListTest(
  'tier changes: newest first under a heading per day, with arrows in words, server-rendered',
  async ({ page, adminApi: api }) => {
    const name = `Mover ${stamp()}`;
    let hero = await createHero(api, { name, tier: 'S' });
    try {
      hero = await changeTier(api, hero, 'A');
      hero = await changeTier(api, hero, 'SS');

      await page.goto('/heroes');
      await expect(page.getByText(/^Last updated [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
      await page.getByRole('link', { name: 'Tier changes' }).click();
      await expect(page).toHaveURL(/\/tier-changes$/);
      await expect(page).toHaveTitle('Tier changes · Hero Guide');

      const days = page.getByTestId('tier-change-day');
      // Days newest first (the sample data spreads changes over weeks).
      const dates = await days
        .getByRole('heading')
        .locator('time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
      expect(dates.length).toBeGreaterThan(1);
      expect(dates).toEqual([...dates].sort().reverse());
      // This hero's two changes are today's, the newer one first.
      const today = days.filter({ has: page.locator(`time[datetime="${dates[0]}"]`) });
      const mine = today.getByRole('listitem').filter({ hasText: name });
      await expect(mine).toHaveText([`${name}OverallA → SS ▲(up)`, `${name}OverallS → A ▼(down)`]);
      await expect(mine.first().locator('[aria-hidden]')).toHaveText('▲');
      await mine.first().getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

      // The server's HTML already has the changes.
      const html = await (await page.request.get('/tier-changes')).text();
      expect(html).toContain(name);
      expect(html).toContain('<title>Tier changes · Hero Guide</title>');
    } finally {
      await removeHeroes(api, [hero]);
    }
  },
);

test('the hero page: a large portrait, the details and the tier history as a timeline', async ({
  page,
  adminApi: api,
}) => {
  const name = `Profile ${stamp()}`;
  let hero = await createHero(api, { name, tier: 'B' });
  try {
    hero = await changeTier(api, hero, 'S+');
    hero = await changeTier(api, hero, 'Food');
    await page.goto(`/heroes/${hero.id}`);
    const portrait = page.getByRole('img', { name });
    await expect(portrait).toBeVisible();
    expect((await portrait.boundingBox())?.width).toBeGreaterThanOrEqual(300);
    await expect(page.getByRole('term')).toHaveText(['ATK', 'DEF', 'HP', 'SPD']);
    const timeline = page.getByRole('list', { name: 'Tier history' });
    await expect(timeline.getByRole('listitem')).toHaveText([
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}OverallB → S\+ ▲\(up\)$/,
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}OverallS\+ → Food ▼\(down\)$/,
    ]);
    await expect(page.getByRole('heading', { level: 2, name: 'Tier history' })).toBeVisible();
  } finally {
    await removeHeroes(api, [hero]);
  }
});

heroListTest(
  'the home page shows the latest tier changes, server-rendered, with a link to all',
  async ({ page, adminApi: api }) => {
    const name = `Latest ${stamp()}`;
    let hero = await createHero(api, { name, tier: 'C' });
    try {
      hero = await changeTier(api, hero, 'A+');
      const html = await (await page.request.get('/')).text();
      expect(html).toContain('Latest tier changes');
      expect(html).toContain(name);

      await page.goto('/');
      const section = page.getByRole('region', { name: 'Latest tier changes' });
      const items = section.getByRole('listitem');
      await expect(items).toHaveCount(5);
      await expect(items.filter({ hasText: name })).toContainText('OverallC → A+ ▲(up)');
      // A link to each game mode's changes, beside the one to all of them.
      const [mode] = (await (await api.get('api/modes')).json()) as { id: string; name: string }[];
      await expect(section.getByRole('link', { name: mode!.name, exact: true })).toHaveAttribute(
        'href',
        `/tier-changes?mode=${mode!.id}`,
      );
      await section.getByRole('link', { name: 'All tier changes' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tier changes');
    } finally {
      await removeHeroes(api, [hero]);
    }
  },
);

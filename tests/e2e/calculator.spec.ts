import type { Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import type { GuildLevelTable } from '../../src/domain/guildTable';
import { test, expect, signInAsAdmin } from './fixtures';

const result = (page: Page) => ({
  needed: page.getByTestId('points-needed'),
  daily: page.getByTestId('daily-points'),
  days: page.getByTestId('days-needed'),
});

test('1 → 5 with 10 people donating twice needs 2,750 points: 400 a day, 7 days', async ({
  page,
}) => {
  await page.goto('/guild-calculator?people=3&donations=5&from=10&to=20');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Guild Level Progression Calculator' }),
  ).toBeVisible();
  await page.getByLabel('Number of people').fill('10');
  await page.getByLabel('Donations per person per day').selectOption('2');
  await page.getByLabel('Current level').fill('1');
  await page.getByLabel('Target level').fill('5');
  const { needed, daily, days } = result(page);
  await expect(needed).toHaveText('2,750');
  await expect(daily).toHaveText('400');
  await expect(days).toHaveText('7');
  await expect(page).toHaveURL(/\/guild-calculator\?people=10&donations=2&from=1&to=5$/);
  await expect(page.getByText(/Includes estimated values/)).toHaveCount(0);
  await expect(page.getByTestId('estimate')).toHaveCount(0);
  await expect(page.getByTestId('daily-breakdown')).toHaveText(
    '10 people × 2 donations × 20 points = 400 points a day',
  );

  // The link is the plan: opened elsewhere it shows the same result.
  await page.goto('/guild-calculator?people=10&donations=2&from=1&to=5');
  await expect(needed).toHaveText('2,750');
  await expect(days).toHaveText('7');
});

test('a plan on estimated levels says it is an estimate, and how many of its levels are', async ({
  page,
}) => {
  await page.goto('/guild-calculator?people=30&donations=5&from=1&to=50');
  // How many depends on what admins have confirmed (a test beside this one confirms one).
  await expect(page.getByTestId('estimate')).toHaveText(
    /^Estimate: \d+ of the 49 levels use estimated values\.$/,
  );
  await expect(page.getByTestId('daily-breakdown')).toHaveText(
    '30 people × 5 donations × 20 points = 3,000 points a day',
  );
  await page.getByLabel('Current level').fill('48');
  await expect(page.getByTestId('estimate')).toHaveCount(0);
});

test('the limits hold, the target follows the current level, and bad values are explained', async ({
  page,
}) => {
  await page.goto('/guild-calculator?people=0&donations=9&from=70&to=x');
  const people = page.getByLabel('Number of people');
  const current = page.getByLabel('Current level');
  const target = page.getByLabel('Target level');
  // Invalid URL values fall back to the defaults.
  await expect(people).toHaveValue('10');
  await expect(page.getByLabel('Donations per person per day')).toHaveValue('2');
  await expect(current).toHaveValue('1');
  await expect(target).toHaveValue('5');

  await current.fill('5');
  await expect(target).toHaveValue('6');
  await current.fill('30');
  await expect(target).toHaveValue('31');
  await current.fill('49');
  await expect(target).toHaveValue('50');
  await expect(target).toHaveAttribute('max', '50');

  await current.fill('50');
  await expect(current).toHaveAccessibleDescription(
    'Current level must be a whole number from 1 to 49.',
  );
  await current.fill('20');
  await target.fill('20');
  await expect(target).toHaveAccessibleDescription(
    'Target level must be a whole number from 21 to 50.',
  );
  await expect(page.getByText('Fix the fields above to see the result.')).toBeVisible();
  await target.fill('21');
  await expect(target).not.toHaveAttribute('aria-describedby');

  for (const wrong of ['0', '-3', '', '1001']) {
    await people.fill(wrong);
    await expect(people).toHaveAccessibleDescription(
      'Number of people must be a whole number from 1 to 1000.',
    );
  }
  await expect(result(page).needed).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
  await people.fill('1');
  await expect(result(page).days).not.toHaveText('');
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
});

test('an admin edit of the level table changes the result at once and confirms the value', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 409/);
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  const readTable = async () =>
    (await (await page.request.get('/api/settings/guild-table')).json()) as GuildLevelTable;
  const saveTable = async (table: GuildLevelTable, baseVersion: number) => {
    const response = await page.request.put('/api/settings/guild-table', {
      data: { levels: table.levels, baseVersion },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as GuildLevelTable;
  };
  const original = await readTable();
  const entry = original.levels.find((level) => level.estimated);
  expect(entry, 'an estimated level to confirm').toBeDefined();
  const { level, points } = entry!;

  try {
    await page.goto(`/guild-calculator?people=10&donations=2&from=${level - 1}&to=${level}`);
    const { needed } = result(page);
    await expect(needed).toHaveText(points.toLocaleString('en-US'));
    await expect(page.getByText(`Includes estimated values for level ${level}:`)).toBeVisible();

    await page.getByText('Edit the level table (admin)').click();
    const row = page.getByRole('row', { name: new RegExp(`^Level ${level} `) });
    await expect(row.getByText('estimated', { exact: true })).toBeVisible();
    await page.getByLabel(`Level ${level}`, { exact: true }).fill(String(points + 1));
    await expect(row.getByText('confirmed')).toBeVisible();
    await page.getByRole('button', { name: 'Save table' }).click();
    await expect(page.getByText('Level table saved.')).toBeVisible();
    await expect(needed).toHaveText((points + 1).toLocaleString('en-US'));
    await expect(page.getByText(/Includes estimated values/)).toHaveCount(0);
    await expect(row.getByText('estimated', { exact: true })).toHaveCount(0);

    // Someone else saves meanwhile: this editor's next save is refused, keeping the typing.
    const current = await readTable();
    await saveTable(current, current.version);
    await page.getByLabel(`Level ${level}`, { exact: true }).fill(String(points + 2));
    await page.getByRole('button', { name: 'Save table' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to save the level table: The guild level table was changed by someone else',
    );
    await expect(page.getByLabel(`Level ${level}`, { exact: true })).toHaveValue(
      String(points + 2),
    );
  } finally {
    const latest = await readTable();
    await saveTable(original, latest.version);
  }
  expect((await readTable()).levels).toEqual(original.levels);
});

test('a wrong value far above the save button takes the focus and the message names its level', async ({
  page,
}) => {
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/guild-calculator');
  await page.getByText('Edit the level table (admin)').click();
  const editor = page.getByRole('form', { name: 'Level table' });
  await expect(editor).toContainText('Each level needs more points than the level before it.');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') saves.push(request.url());
  });

  const level4 = editor.getByLabel('Level 4', { exact: true });
  await level4.fill('1');
  const save = editor.getByRole('button', { name: 'Save table' });
  await save.scrollIntoViewIfNeeded();
  await expect(level4).not.toBeInViewport();
  await save.click();
  await expect(editor.getByRole('alert')).toHaveText(
    'Fix the value marked in the table (level 4), then save again.',
  );
  await expect(level4).toBeFocused();
  await expect(level4).toBeInViewport();
  await expect(level4).toHaveAccessibleDescription('Level 4 must need more points than level 3.');
  expect(saves).toEqual([]);
});

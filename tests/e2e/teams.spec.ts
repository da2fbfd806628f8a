import type { Page } from '@playwright/test';
import type { Team } from '../../src/domain/team';
import { ADMIN } from '../../playwright.config';
import { test, expect, signInAsAdmin } from './fixtures';
import { createMode, stamp } from './heroesApi';
import { startTeam } from './teamForm';
import {
  axeAtTop,
  expectItemPage,
  expectNotFoundPage,
  openFromSearch,
  PHONE,
  sidewaysOverflow,
} from './pageChecks';

/**
 * Teams (docs/product.md#teams) in Chromium against the real server, on the sample data: five
 * teams in four modes. The visitor's tests only read it; the admin's test makes its own team
 * (a unique name) and deletes it, as other files run beside it on the same server.
 */

const teamNames = (page: Page) =>
  page.getByRole('list', { name: 'Teams' }).getByRole('heading', { level: 2 });

test('the sidebar and the home page lead to Teams', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(page).toHaveURL('/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await page.goto('/heroes');
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Teams', exact: true })
    .click();
  await expect(page).toHaveURL('/teams');
  await expect(teamNames(page)).toContainText(['Arena Control', 'Boss Breakers']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list arrives filtered by its address and filters through its links and GET form', async ({
    page,
    sample,
  }) => {
    const seraphine = sample.hero('Seraphine Vale');
    const arena = sample.mode('Arena');

    await page.goto(`/teams?mode=${arena.id}&hero=${seraphine.id}`);
    await expect(teamNames(page)).toHaveText(['Dawn Burst']);
    await expect(page.getByRole('combobox', { name: 'Hero' })).toHaveValue(seraphine.id);

    // A mode link keeps the hero; "All modes" drops the mode only.
    const modes = page.getByRole('navigation', { name: 'Game mode' });
    await modes.getByRole('link', { name: 'All modes' }).click();
    await expect(page).toHaveURL(`/teams?hero=${seraphine.id}`);
    // A member of two teams and a substitute in a third.
    await expect(teamNames(page)).toHaveText(['Boss Breakers', 'Dawn Burst', 'Iron Wall']);
    await modes.getByRole('link', { name: 'Dungeon' }).click();
    await expect(teamNames(page)).toHaveText(['Iron Wall']);
    await expect(modes.getByRole('link', { name: 'Dungeon' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The GET form keeps the mode and sends the hero.
    await page.goto(`/teams?mode=${arena.id}`);
    await expect(teamNames(page)).toHaveText(['Arena Control', 'Dawn Burst']);
    await page.getByRole('combobox', { name: 'Hero' }).selectOption('Isolde Frostwarden');
    await page.getByRole('button', { name: 'Show teams' }).click();
    await expect(page).toHaveURL(
      `/teams?mode=${arena.id}&hero=${sample.hero('Isolde Frostwarden').id}`,
    );
    await expect(teamNames(page)).toHaveText(['Arena Control']);

    await page.goto(`/teams?mode=${arena.id}&hero=${sample.hero('Garruk Stonefist').id}`);
    await expect(page.getByText('No team matches these filters.')).toBeVisible();
  });

  test('a team page has its head, and an unknown team is a 404', async ({
    page,
    sample,
    consoleWatch,
  }) => {
    const team = sample.team('Dawn Burst');
    await expectItemPage(page, `/teams/${team.id}`, {
      heading: 'Dawn Burst',
      title: 'Dawn Burst – Teams',
      description:
        'Dawn Burst: a team for Arena of Korrin Ashfang, Aurelia the Dawnblade, Seraphine Vale and Calder Stormcaller.',
      image: /\/files\/heroes\/[^/]*KorrinAshfang\.png$/,
    });
    const members = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await expect(members).toHaveCount(4);
    await expect(members.nth(1)).toContainText('Main damage');
    await expect(members.nth(1)).toContainText('Substitutes: Nyra Emberveil');
    await expect(page.getByRole('heading', { name: 'How it plays' })).toBeVisible();

    await expectNotFoundPage(page, consoleWatch, '/teams/no-such-team', 'Team not found');
  });
});

test('after hydration the filters apply at once, and the pages pass axe', async ({
  page,
  sample,
}) => {
  await page.goto('/teams');
  expect(await axeAtTop(page)).toEqual([]);
  await page.getByRole('combobox', { name: 'Hero' }).selectOption('Lyssa Moonwhisper');
  await expect(page).toHaveURL(`/teams?hero=${sample.hero('Lyssa Moonwhisper').id}`);
  await expect(teamNames(page)).toHaveText(['Arena Control', 'Iron Wall', 'Story Sweep']);
  await page
    .getByRole('navigation', { name: 'Game mode' })
    .getByRole('link', { name: 'Campaign' })
    .click();
  await expect(page).toHaveURL(
    `/teams?hero=${sample.hero('Lyssa Moonwhisper').id}&mode=${sample.mode('Campaign').id}`,
  );
  await expect(teamNames(page)).toHaveText(['Story Sweep']);

  await page.getByRole('link', { name: 'Story Sweep' }).click();
  await expect(page).toHaveURL(`/teams/${sample.team('Story Sweep').id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Story Sweep' })).toBeVisible();
  await expect(page).toHaveTitle('Story Sweep – Teams · Hero Guide');
  expect(await axeAtTop(page)).toEqual([]);
});

test('a hero page lists its teams and who it pairs well with', async ({ page, sample }) => {
  const aurelia = sample.hero('Aurelia the Dawnblade');
  await page.goto(`/heroes/${aurelia.id}`);
  const section = page.getByRole('region', { name: 'Teams' });
  await expect(section.getByRole('listitem').first()).toContainText('Boss Breakers');
  await expect(section.getByRole('link', { name: /^(Boss Breakers|Dawn Burst)$/ })).toHaveText([
    'Boss Breakers',
    'Dawn Burst',
  ]);
  await expect(section.getByRole('heading', { name: 'Pairs well with' })).toBeVisible();
  // Calder Stormcaller is a member of both her teams; every other hero of one.
  const pairs = section.locator('.hero-pairs__item');
  await expect(pairs.first()).toHaveText('Calder Stormcallerin 2 teams');
  await expect(pairs).toHaveCount(5);

  await section.getByRole('link', { name: 'All teams with Aurelia the Dawnblade' }).click();
  await expect(page).toHaveURL(`/teams?hero=${aurelia.id}`);
  await expect(teamNames(page)).toHaveText(['Boss Breakers', 'Dawn Burst']);
});

test('the site search finds a team by its name', async ({ page, sample }) => {
  const team = sample.team('Iron Wall');
  await openFromSearch(page, 'iron wall', {
    group: 'Teams',
    name: 'Iron Wall',
    path: `/teams/${team.id}`,
  });
});

test('an admin on a phone adds a team, moves a member up and deletes it to the trash', async ({
  page,
  adminApi,
  consoleWatch,
}) => {
  test.slow();
  // The deleted team's page asks for it once more as it leaves: the server says it is gone.
  consoleWatch.allow(/status of 404/);
  const name = `Phone Team ${stamp()}`;
  // A mode and heroes of its own, so that the lists the other tests filter never show the team.
  const mode = await createMode(adminApi, { name: `Mode ${stamp()}` });
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  try {
    const { form, member } = await startTeam(page, {
      name,
      mode: mode.name,
      heroes: ['Korrin Ashfang', 'Thane Brightforge', 'Mordrek Ironhide'],
    });
    await member(1).getByRole('textbox', { name: 'Role note' }).fill('Opens the fight');
    await member(2).getByRole('button', { name: 'Add a substitute for Thane Brightforge' }).click();
    await member(2).getByRole('combobox', { name: 'Substitute 1' }).selectOption('Pip Thistledown');
    await form.getByRole('textbox', { name: 'Tags' }).fill('Phone, PvP');
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await axeAtTop(page)).toEqual([]);
    await form.getByRole('button', { name: 'Add team' }).click();
    await expect(page.getByText(`Team ${name} added.`)).toBeVisible();
    await expect(form).toHaveCount(0);

    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.getByRole('list', { name: 'Tags' })).toHaveText(/Phone\s*PvP/);
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const members = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await expect(members.nth(0)).toContainText('Korrin AshfangOpens the fight');
    await expect(members.nth(1)).toContainText('Substitutes: Pip Thistledown');
    expect(await sidewaysOverflow(page)).toEqual([]);

    // Mordrek goes up one place.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await edit.getByRole('button', { name: 'Move Mordrek Ironhide up' }).click();
    await expect(page.getByText('Mordrek Ironhide moved to place 2 of 3.')).toBeAttached();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await edit.getByRole('button', { name: 'Save team' }).click();
    await expect(page.getByText(`Team ${name} saved.`)).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(members.locator('.team-hero')).toHaveText([
      'Korrin Ashfang',
      'Mordrek Ironhide',
      'Thane Brightforge',
      'Pip Thistledown',
    ]);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog).toContainText(`Delete the team ${name}? It is moved to the trash.`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Team ${name} moved to the trash.`)).toBeVisible();
    await expect(page).toHaveURL('/teams');
    await expect(page.getByRole('link', { name })).toHaveCount(0);

    await page.goto('/admin/trash');
    await expect(page.getByRole('button', { name: `Restore ${name}` })).toBeVisible();
    expect(await sidewaysOverflow(page)).toEqual([]);
  } finally {
    const teams = (await (await adminApi.get('api/teams')).json()) as Team[];
    const made = teams.find((team) => team.name === name);
    if (made) await adminApi.delete(`api/teams/${made.id}`);
    const trash = (await (await adminApi.get('api/history/trash')).json()) as {
      collection: string;
      itemId: string;
      label: string;
    }[];
    for (const entry of trash.filter((one) => one.label === name)) {
      await adminApi.delete(`api/history/trash/${entry.collection}/${entry.itemId}`);
    }
    await adminApi.delete(`api/modes/${mode.id}`);
    await adminApi.delete(`api/history/trash/modes/${mode.id}`);
  }
});

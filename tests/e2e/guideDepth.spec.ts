import type { Hero } from '../../src/domain/hero';
import type { Team } from '../../src/domain/team';
import type { EquipmentItem } from '../../src/domain/equipment';
import { ADMIN } from '../../playwright.config';
import { test, expect, signInAsAdmin } from './fixtures';
import { createHero, createMode, fixturePath, stamp } from './heroesApi';
import { startTeam } from './teamForm';
import { axeAtTop, PHONE, sidewaysOverflow } from './pageChecks';

/**
 * The guide's depth as a reader and an admin meet it (docs/product.md#teams,
 * docs/product.md#skills, docs/product.md#equipment): a visitor without JavaScript goes from a
 * hero's skills to its teams and on to the equipment; an admin on a phone builds a team and an
 * item, and a hero of the team going to the trash and back leaves the team whole.
 */

test.describe('a visitor without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('goes from a hero’s skill to its team, the teams with the hero, an item it recommends and the equipment by slot', async ({
    page,
    sample,
  }) => {
    const aurelia = sample.hero('Aurelia the Dawnblade');

    // Opens a hero: the list's rows open with the page's script, the tier board's portraits are
    // links.
    await page.goto('/heroes');
    await page.getByRole('link', { name: 'Tier board' }).click();
    await page.getByRole('link', { name: 'Aurelia the Dawnblade' }).first().click();
    await expect(page).toHaveURL(`/heroes/${aurelia.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Aurelia the Dawnblade' }),
    ).toBeVisible();

    // Follows a skill's link: the address names it, and it is the page's target.
    const skill = page.getByRole('article', { name: 'Radiant Guard' });
    await skill.getByRole('link', { name: 'Link to this skill' }).click();
    await expect(page).toHaveURL(`/heroes/${aurelia.id}#skill-radiant-guard`);
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe(
      'skill-radiant-guard',
    );
    await expect(skill).toBeInViewport();

    // Opens a team it is in, from the hero page's Teams section.
    const teams = page.getByRole('region', { name: 'Teams' });
    await teams.getByRole('link', { name: 'Dawn Burst' }).click();
    await expect(page).toHaveURL(`/teams/${sample.team('Dawn Burst').id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dawn Burst' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Members' })).toContainText(
      'Aurelia the Dawnblade',
    );

    // Filters the teams by that hero, with the GET form, then by a mode's link.
    await page.getByRole('link', { name: 'Back to Teams' }).click();
    await expect(page).toHaveURL('/teams');
    await page.getByRole('combobox', { name: 'Hero' }).selectOption('Aurelia the Dawnblade');
    await page.getByRole('button', { name: 'Show teams' }).click();
    await expect(page).toHaveURL(`/teams?hero=${aurelia.id}`);
    const teamNames = page.getByRole('list', { name: 'Teams' }).getByRole('heading', { level: 2 });
    await expect(teamNames).toHaveText(['Boss Breakers', 'Dawn Burst']);
    await page
      .getByRole('navigation', { name: 'Game mode' })
      .getByRole('link', { name: 'Guild Boss' })
      .click();
    await expect(page).toHaveURL(`/teams?hero=${aurelia.id}&mode=${sample.mode('Guild Boss').id}`);
    await expect(teamNames).toHaveText(['Boss Breakers']);

    // Back to the hero from the team's card, then opens an item it recommends.
    await page
      .getByRole('list', { name: 'Teams' })
      .getByRole('link', { name: 'Aurelia the Dawnblade' })
      .first()
      .click();
    await expect(page).toHaveURL(`/heroes/${aurelia.id}`);
    const recommended = page.getByRole('region', { name: 'Recommended equipment' });
    await expect(recommended.getByRole('link')).toHaveText([
      'Dawnforged Blade',
      'Dawnforged Plate',
      'Stormcaller Ring',
    ]);
    await recommended.getByRole('link', { name: 'Dawnforged Blade' }).click();
    await expect(page).toHaveURL(`/equipment/${sample.item('Dawnforged Blade').id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dawnforged Blade' })).toBeVisible();

    // Filters the equipment by slot.
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Equipment', exact: true })
      .click();
    await expect(page).toHaveURL('/equipment');
    await page
      .getByRole('navigation', { name: 'Slot' })
      .getByRole('link', { name: 'Weapon' })
      .click();
    await expect(page).toHaveURL('/equipment?slot=Weapon');
    await expect(
      page.getByRole('list', { name: 'Equipment' }).locator('.equipment-card__name'),
    ).toHaveText(['Dawnforged Blade', 'Ember Longbow', 'Rusted Shortsword']);
  });
});

test('an admin on a phone builds a team and an item; a hero of the team goes to the trash and back', async ({
  page,
  adminApi,
  consoleWatch,
}) => {
  test.slow();
  // The deleted hero's page asks for it once more as it leaves: the server says it is gone.
  consoleWatch.allow(/status of 404/);
  const tag = stamp();
  // A hero and a mode of the test's own: the sample ones are read by every other file.
  const hero: Hero = await createHero(adminApi, { name: `Trash Hero ${tag}` });
  const mode = await createMode(adminApi, { name: `Depth ${tag}` });
  const teamName = `Depth Team ${tag}`;
  const itemName = `Depth Item ${tag}`;
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  try {
    // Adds a team with the hero in it.
    const { form, member } = await startTeam(page, {
      name: teamName,
      mode: mode.name,
      heroes: [hero.name, 'Korrin Ashfang', 'Thane Brightforge'],
    });
    await member(1).getByRole('textbox', { name: 'Role note' }).fill('Goes to the trash');
    await form.getByRole('button', { name: 'Add team' }).click();
    await expect(page.getByText(`Team ${teamName} added.`)).toBeVisible();
    const team = ((await (await adminApi.get('api/teams')).json()) as Team[]).find(
      (one) => one.name === teamName,
    )!;

    // Adds an item with an image.
    await page.goto('/equipment');
    await page.getByRole('button', { name: 'Add item' }).click();
    const itemForm = page.getByRole('form', { name: 'Add item' });
    await itemForm.getByRole('textbox', { name: 'Name' }).fill(itemName);
    await itemForm.getByRole('combobox', { name: 'Slot' }).selectOption('Boots');
    await itemForm.getByRole('combobox', { name: 'Rarity' }).selectOption('Common');
    await itemForm.getByLabel('Image (optional)').setInputFiles(fixturePath('uploads/valid.jpg'));
    expect(await sidewaysOverflow(page)).toEqual([]);
    await itemForm.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByText(`Item ${itemName} added.`)).toBeVisible();
    await page.getByRole('link', { name: new RegExp(itemName) }).click();
    await expect(page.getByRole('img', { name: itemName })).toHaveJSProperty('complete', true);
    expect(
      await page
        .getByRole('img', { name: itemName })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    // Deletes the hero, who is in the team.
    await page.goto(`/heroes/${hero.id}`);
    await page.getByRole('button', { name: `Delete ${hero.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Hero deleted successfully!')).toBeVisible();

    // The team shows "removed hero" in its place; the hero is in the trash, so nothing to fix.
    await page.goto(`/teams/${team.id}`);
    const members = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await expect(members.nth(0)).toContainText('removed hero');
    await expect(members.nth(0)).toContainText('Goes to the trash');
    await expect(members.nth(0).getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('note')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await axeAtTop(page)).toEqual([]);

    // Restores the hero from the trash.
    await page.goto('/admin/trash');
    await page.getByRole('button', { name: `Restore ${hero.name}` }).click();
    await expect(page.getByRole('button', { name: `Restore ${hero.name}` })).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toEqual([]);

    // The team is whole again.
    await page.goto(`/teams/${team.id}`);
    await expect(members.nth(0).getByRole('link', { name: hero.name })).toBeVisible();
    await expect(page.getByText('removed hero')).toHaveCount(0);
    await members.nth(0).getByRole('link', { name: hero.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: hero.name })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Teams' }).getByRole('link', { name: teamName }),
    ).toBeVisible();
  } finally {
    const teams = (await (await adminApi.get('api/teams')).json()) as Team[];
    for (const one of teams.filter((candidate) => candidate.name === teamName)) {
      await adminApi.delete(`api/teams/${one.id}`);
    }
    const items = (await (await adminApi.get('api/equipment')).json()) as EquipmentItem[];
    for (const one of items.filter((candidate) => candidate.name === itemName)) {
      await adminApi.delete(`api/equipment/${one.id}`);
    }
    await adminApi.delete(`api/heroes/${hero.id}`);
    await adminApi.delete(`api/modes/${mode.id}`);
    const trash = (await (await adminApi.get('api/history/trash')).json()) as {
      collection: string;
      itemId: string;
      label: string;
    }[];
    const mine = [teamName, itemName, hero.name, mode.name];
    for (const entry of trash.filter((one) => mine.includes(one.label))) {
      await adminApi.delete(`api/history/trash/${entry.collection}/${entry.itemId}`);
    }
  }
});

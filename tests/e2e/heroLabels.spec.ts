import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { test, expect, signInAsAdmin } from './fixtures';
import { heroListTest, createHero, removeHeroes, stamp } from './heroesApi';

/**
 * Hero labels (role, faction, rarity), their filters on /heroes, and build notes on the hero page
 * (docs/product.md#heroes), in Chromium against the real server. Each test makes its own heroes
 * with unique names and label values, and deletes only those.
 */

/** Payloads that show no image: one with an image of another site is refused whole, by design. */
const PAYLOADS = readFileSync(new URL('../fixtures/xss-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !/img|image|src=/i.test(line));

/** Elements inside `root` that could run script: tags, handlers, `javascript:` links. */
function hasActiveContent(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (/^(script|iframe|object|embed|form|style|svg|meta|link|base)$/.test(element.localName)) {
      found.push(element.localName);
    }
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)) {
        found.push(`${element.localName}[${attribute.name}]`);
      }
    }
  }
  return found;
}

const rows = (page: Page) => page.getByTestId('hero-row').locator('visible=true');
const optionsOf = async (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).locator('option').allTextContents();

heroListTest(
  'role, faction and rarity filter the list, offer the values present and live in the URL',
  async ({ page, browser, baseURL, adminApi: api }) => {
    const tag = stamp();
    const heroes = [
      await createHero(api, {
        name: `Lab One ${tag}`,
        role: `Tank ${tag}`,
        faction: `Dawn ${tag}`,
        rarity: `Epic ${tag}`,
      }),
      await createHero(api, {
        name: `Lab Two ${tag}`,
        role: `Mage ${tag}`,
        faction: `Dawn ${tag}`,
        rarity: `Legendary ${tag}`,
      }),
      await createHero(api, { name: `Lab Three ${tag}`, role: `Tank ${tag}` }),
    ];
    try {
      await page.goto(`/heroes?q=${tag}`);
      await expect(rows(page)).toHaveCount(3);
      // Offered: each value some hero has, once; never one no hero has.
      const roles = await optionsOf(page, 'Role');
      expect(roles[0]).toBe('All Roles');
      expect(roles.filter((role) => role.endsWith(tag))).toEqual([`Mage ${tag}`, `Tank ${tag}`]);
      const factions = await optionsOf(page, 'Faction');
      expect(factions[0]).toBe('All Factions');
      expect(factions.filter((faction) => faction.endsWith(tag))).toEqual([`Dawn ${tag}`]);
      const rarities = await optionsOf(page, 'Rarity');
      expect(rarities[0]).toBe('All Rarities');
      expect(rarities.filter((rarity) => rarity.endsWith(tag))).toEqual([
        `Epic ${tag}`,
        `Legendary ${tag}`,
      ]);

      await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption(`Tank ${tag}`);
      await expect(rows(page)).toHaveCount(2);
      await page
        .getByRole('combobox', { name: 'Faction', exact: true })
        .selectOption(`Dawn ${tag}`);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page)).toContainText(`Lab One ${tag}`);
      const filtered = new URL(page.url());
      expect(filtered.searchParams.get('role')).toBe(`Tank ${tag}`);
      expect(filtered.searchParams.get('faction')).toBe(`Dawn ${tag}`);

      await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('');
      await page
        .getByRole('combobox', { name: 'Rarity', exact: true })
        .selectOption(`Legendary ${tag}`);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page)).toContainText(`Lab Two ${tag}`);
      expect(new URL(page.url()).searchParams.has('role')).toBe(false);

      // The server renders the filtered list from the address: no JavaScript needed.
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const noScript = await context.newPage();
      const query = new URLSearchParams({ q: tag, role: `Tank ${tag}`, rarity: `Epic ${tag}` });
      await noScript.goto(`/heroes?${query}`);
      await expect(noScript.getByTestId('hero-row')).toHaveCount(1);
      await expect(noScript.getByTestId('hero-row')).toContainText(`Lab One ${tag}`);
      await expect(noScript.getByRole('combobox', { name: 'Role', exact: true })).toHaveValue(
        `Tank ${tag}`,
      );
      await context.close();
    } finally {
      await removeHeroes(api, heroes);
    }
  },
);

heroListTest(
  'an admin sets labels and build notes in the form; a visitor sees them on the hero page',
  async ({ page, browser, baseURL, adminApi: api }) => {
    const tag = stamp();
    const hero = await createHero(api, { name: `Noted ${tag}` });
    try {
      await signInAsAdmin(page, ADMIN.email, ADMIN.password);
      await page.goto(`/heroes/${hero.id}`);
      await page.getByRole('button', { name: `Edit ${hero.name}` }).click();
      const form = page.getByRole('form', { name: `Edit ${hero.name}` });
      await form.getByLabel('Role', { exact: true }).fill(`Tank ${tag}`);
      await form.getByLabel('Faction', { exact: true }).fill(`Dawn ${tag}`);
      await form.getByLabel('Rarity', { exact: true }).fill('Legendary');
      const notes = form.getByRole('textbox', { name: 'Build notes' });
      await notes.click();
      await page.keyboard.type('Shield first');
      await form.getByRole('button', { name: 'Heading 2' }).click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Then raise SPD');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Hero updated successfully!')).toBeVisible();

      const stored = await (await api.get(`api/heroes/${hero.id}`)).json();
      expect(stored).toMatchObject({
        role: `Tank ${tag}`,
        faction: `Dawn ${tag}`,
        rarity: 'Legendary',
      });
      // The editor writes its alignment on each block, as in a guide.
      expect(stored.buildNotes).toMatch(/^<h2[^>]*>Shield first<\/h2><p[^>]*>Then raise SPD<\/p>/);

      // A visitor, with the page as the server renders it and as the browser then shows it.
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ baseURL, javaScriptEnabled });
        const visitor = await context.newPage();
        await visitor.goto(`/heroes/${hero.id}`);
        const labels = visitor.locator('.hero-labels');
        await expect(labels).toContainText(`Role`);
        await expect(labels).toContainText(`Tank ${tag}`);
        await expect(labels).toContainText(`Dawn ${tag}`);
        await expect(labels).toContainText('Legendary');
        const section = visitor.getByRole('region', { name: 'Build notes' });
        await expect(section.getByRole('heading', { name: 'Shield first' })).toBeVisible();
        await expect(section.getByText('Then raise SPD')).toBeVisible();
        await context.close();
      }
    } finally {
      await removeHeroes(api, [hero]);
    }
  },
);

test('an image inserted into build notes stays in the open form until the hero is saved', async ({
  page,
  adminApi: api,
}) => {
  const hero = await createHero(api, { name: `Pictured ${stamp()}` });
  try {
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto(`/heroes/${hero.id}`);
    await page.getByRole('button', { name: `Edit ${hero.name}` }).click();
    const form = page.getByRole('form', { name: `Edit ${hero.name}` });
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Insert image', exact: true }).click();
    await (
      await chooser
    ).setFiles(new URL('../fixtures/uploads/valid.png', import.meta.url).pathname);
    const altDialog = page.getByRole('dialog', { name: 'Describe the image' });
    await altDialog.getByLabel('Alt text').fill('Build chart');
    // Enter in the dialog's own form inserts the image; the hero's form is not submitted.
    await altDialog.getByLabel('Alt text').press('Enter');
    const inserted = form
      .getByRole('textbox', { name: 'Build notes' })
      .locator('img[alt="Build chart"]');
    await expect(inserted).toHaveAttribute('src', /^\/files\/guides\//);
    await expect(form).toBeVisible();
    expect((await (await api.get(`api/heroes/${hero.id}`)).json()).buildNotes).toBe('');

    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Hero updated successfully!')).toBeVisible();
    const notes = page.getByRole('region', { name: 'Build notes' });
    await expect(notes.locator('img[alt="Build chart"]')).toBeVisible();
  } finally {
    await removeHeroes(api, [hero]);
  }
});

test('hostile build notes are cleaned: nothing runs on the hero page, served or rendered', async ({
  page,
  browser,
  baseURL,
  adminApi: api,
}) => {
  const tag = stamp();
  const hostile = `<p>Notes ${tag}</p>${PAYLOADS.join('\n')}`;
  const hero = await createHero(api, { name: `Hostile ${tag}`, buildNotes: hostile });
  try {
    expect(hero.buildNotes).toContain(`<p>Notes ${tag}</p>`);
    expect(hero.buildNotes).not.toMatch(/<(script|iframe|object|embed|svg|form|style)\b/i);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/heroes/${hero.id}`);
    const section = page.getByRole('region', { name: 'Build notes' });
    await expect(section).toContainText(`Notes ${tag}`);
    expect(await section.evaluate(hasActiveContent)).toEqual([]);
    // Shown by the browser too (client-side navigation away and back renders it anew).
    await page.getByRole('link', { name: 'Back to Heroes' }).click();
    await page.goBack();
    await expect(section).toContainText(`Notes ${tag}`);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`/heroes/${hero.id}`);
    const served = noScript.getByRole('region', { name: 'Build notes' });
    await expect(served).toContainText(`Notes ${tag}`);
    expect(await served.evaluate(hasActiveContent)).toEqual([]);
    await context.close();
  } finally {
    await removeHeroes(api, [hero]);
  }
});

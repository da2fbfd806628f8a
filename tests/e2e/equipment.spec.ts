import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { EquipmentItem } from '../../src/domain/equipment';
import type { SiteSettings } from '../../src/domain/siteSettings';
import { ADMIN } from '../../playwright.config';
import { test, expect, signInAsAdmin } from './fixtures';
import { fixturePath, stamp } from './heroesApi';
import {
  axeAtTop,
  expectItemPage,
  expectNotFoundPage,
  openFromSearch,
  PHONE,
  sidewaysOverflow,
} from './pageChecks';

/**
 * Equipment (docs/product.md#equipment) in Chromium against the real server, on the sample data:
 * ten items in the five default slots. The visitor's tests only read it; the admin's tests make
 * their own items (unique names, in slots of their own) and delete them, as other files run
 * beside them on the same server.
 */

const itemNames = (page: Page) =>
  page.getByRole('list', { name: 'Equipment' }).locator('.equipment-card__name');

const filterLinks = (page: Page, group: 'Slot' | 'Rarity') =>
  page.getByRole('navigation', { name: group });

/** Deletes the test's items and purges them from the trash, whichever step the test reached. */
async function removeItems(api: APIRequestContext, names: readonly string[]) {
  const items = (await (await api.get('api/equipment')).json()) as EquipmentItem[];
  for (const item of items.filter((one) => names.includes(one.name))) {
    await api.delete(`api/equipment/${item.id}`);
  }
  const trash = (await (await api.get('api/history/trash')).json()) as {
    collection: string;
    itemId: string;
    label: string;
  }[];
  for (const entry of trash.filter((one) => names.includes(one.label))) {
    await api.delete(`api/history/trash/${entry.collection}/${entry.itemId}`);
  }
}

async function createItem(api: APIRequestContext, name: string, slot: string) {
  const response = await api.post('api/equipment', {
    data: { name, slot, rarity: 'Rare', stats: [{ label: 'ATK', value: '+1' }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as EquipmentItem;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list filters by slot and rarity through links that keep the other filter', async ({
    page,
  }) => {
    await page.goto('/equipment?slot=Weapon');
    await expect(itemNames(page)).toHaveText([
      'Dawnforged Blade',
      'Ember Longbow',
      'Rusted Shortsword',
    ]);
    await filterLinks(page, 'Rarity').getByRole('link', { name: 'Epic' }).click();
    await expect(page).toHaveURL('/equipment?slot=Weapon&rarity=Epic');
    await expect(itemNames(page)).toHaveText(['Ember Longbow']);
    await filterLinks(page, 'Slot').getByRole('link', { name: 'Helmet' }).click();
    await expect(page).toHaveURL('/equipment?slot=Helmet&rarity=Epic');
    await expect(itemNames(page)).toHaveText(['Stormcaller Helm']);
    await expect(filterLinks(page, 'Slot').getByRole('link', { name: 'Helmet' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await filterLinks(page, 'Slot').getByRole('link', { name: 'All slots' }).click();
    await expect(page).toHaveURL('/equipment?rarity=Epic');
    await expect(itemNames(page)).toContainText([
      'Ember Longbow',
      'Stormcaller Helm',
      'Swiftstep Boots',
    ]);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/equipment');
  });

  test('an item page has its head, and an unknown item is a 404', async ({
    page,
    sample,
    consoleWatch,
  }) => {
    const item = sample.item('Dawnforged Blade');
    await expectItemPage(page, `/equipment/${item.id}`, {
      heading: 'Dawnforged Blade',
      title: 'Dawnforged Blade – Equipment',
      description: /^Dawnforged Blade: Mythic Weapon\. .*Set bonus: Dawnforged set/,
      image: /\/files\/equipment\//,
    });
    await expect(page.getByRole('heading', { name: 'Set bonus' })).toBeVisible();

    await expectNotFoundPage(page, consoleWatch, '/equipment/no-such-item', 'Item not found');
  });
});

test('after hydration the filters keep the address and the pages pass axe', async ({ page }) => {
  await page.goto('/equipment');
  expect(await axeAtTop(page)).toEqual([]);
  await filterLinks(page, 'Slot').getByRole('link', { name: 'Armor' }).click();
  await expect(page).toHaveURL('/equipment?slot=Armor');
  await expect(itemNames(page)).toHaveText(['Dawnforged Plate', "Warden's Mail"]);
  await filterLinks(page, 'Rarity').getByRole('link', { name: 'Rare' }).click();
  await expect(page).toHaveURL('/equipment?slot=Armor&rarity=Rare');
  await expect(itemNames(page)).toHaveText(["Warden's Mail"]);
  await page.reload();
  await expect(itemNames(page)).toHaveText(["Warden's Mail"]);

  await page.getByRole('link', { name: /Warden's Mail/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Warden's Mail" })).toBeVisible();
  await expect(page).toHaveTitle("Warden's Mail – Equipment · Hero Guide");
  expect(await axeAtTop(page)).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL('/equipment?slot=Armor&rarity=Rare');
  await expect(itemNames(page)).toHaveText(["Warden's Mail"]);
});

test('the site search finds an item by its name', async ({ page, sample }) => {
  const item = sample.item('Swiftstep Boots');
  await openFromSearch(page, 'swiftstep', {
    group: 'Equipment',
    name: 'Swiftstep Boots',
    path: `/equipment/${item.id}`,
  });
});

/** Takes a slot out of the list again through the API, on whatever version the settings are. */
async function removeSlot(api: APIRequestContext, slot: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const settings = (await (await api.get('api/settings/site')).json()) as SiteSettings;
    if (!settings.equipmentSlots.includes(slot)) return;
    const response = await api.put('api/settings/site', {
      data: {
        settings: {
          communityUrl: settings.communityUrl,
          tierLegend: settings.tierLegend,
          equipmentSlots: settings.equipmentSlots.filter((one) => one !== slot),
        },
        baseVersion: settings.version,
      },
    });
    // Another file may have saved the settings meanwhile: read them again.
    if (response.status() !== 409) {
      expect(response.status(), await response.text()).toBe(200);
      return;
    }
  }
}

test('an admin on a phone adds a slot, adds an item with an image in it, edits it and deletes it to the trash', async ({
  page,
  adminApi,
  consoleWatch,
}) => {
  test.slow();
  // The deleted item's page asks for it once more as it leaves: the server says it is gone.
  consoleWatch.allow(/status of 404/);
  const tag = stamp();
  const slot = `Relic ${tag}`;
  const name = `Phone Item ${tag}`;
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  try {
    await page.goto('/equipment');
    await page.getByText('Equipment slots', { exact: true }).click();
    const slots = page.getByRole('form', { name: 'Equipment slots' });
    await slots.getByRole('button', { name: 'Add slot' }).click();
    const newSlot = slots.getByRole('textbox').last();
    await expect(newSlot).toBeFocused();
    await newSlot.fill(slot);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await slots.getByRole('button', { name: 'Save slots' }).click();
    await expect(page.getByText('Equipment slots saved.')).toBeVisible();
    expect(
      ((await (await adminApi.get('api/settings/site')).json()) as SiteSettings).equipmentSlots,
    ).toContain(slot);

    await page.getByRole('button', { name: 'Add item' }).click();
    const form = page.getByRole('form', { name: 'Add item' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('combobox', { name: 'Slot' }).selectOption(slot);
    await form.getByRole('combobox', { name: 'Rarity' }).selectOption('Legendary');
    await form.getByRole('button', { name: 'Add stat' }).click();
    await form.getByRole('textbox', { name: 'Stat 1 label' }).fill('HP');
    await form.getByRole('textbox', { name: 'Stat 1 value' }).fill('+500');
    await form.getByLabel('Image (optional)').setInputFiles(fixturePath('uploads/valid.png'));
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await axeAtTop(page)).toEqual([]);
    await form.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByText(`Item ${name} added.`)).toBeVisible();
    await expect(form).toHaveCount(0);

    await filterLinks(page, 'Slot').getByRole('link', { name: slot }).click();
    await expect(page).toHaveURL(
      `/equipment?slot=${encodeURIComponent(slot).replace(/%20/g, '+')}`,
    );
    await expect(itemNames(page)).toHaveText([name]);
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('img', { name })).toHaveJSProperty('complete', true);
    expect(
      await page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await edit
      .getByRole('textbox', { name: 'How to get (optional)' })
      .fill('A phone test made it.');
    expect(await sidewaysOverflow(page)).toEqual([]);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Item ${name} saved.`)).toBeVisible();
    await expect(page.getByText('A phone test made it.')).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog).toContainText(`Delete ${name}? It is moved to the trash;`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Item ${name} moved to the trash.`)).toBeVisible();
    await expect(page).toHaveURL('/equipment');
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    await page.goto('/admin/trash');
    await expect(page.getByRole('button', { name: `Restore ${name}` })).toBeVisible();
  } finally {
    await removeItems(adminApi, [name]);
    await removeSlot(adminApi, slot);
  }
});

test('the bulk image upload matches files to items by name and gives them the new images', async ({
  page,
  adminApi,
}) => {
  const tag = stamp();
  // A slot the list does not name: the items are listed after the others, away from sample ones.
  const slot = `Bulk ${tag}`;
  const names = [`Bulk Alpha ${tag}`, `Bulk Beta ${tag}`];
  const items = [
    await createItem(adminApi, names[0]!, slot),
    await createItem(adminApi, names[1]!, slot),
  ];
  const png = await readFile(fixturePath('uploads/valid.png'));
  const webp = await readFile(fixturePath('uploads/valid.webp'));
  try {
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto(`/equipment?slot=${encodeURIComponent(slot)}`);
    await expect(itemNames(page)).toHaveText(names);
    await page.getByLabel('Upload item images').setInputFiles([
      // Any case, and underscores or dashes for spaces.
      { name: `bulk_alpha_${tag}.png`, mimeType: 'image/png', buffer: png },
      { name: `BULK-BETA-${tag}.webp`, mimeType: 'image/webp', buffer: webp },
      { name: `Bulk Gamma ${tag}.png`, mimeType: 'image/png', buffer: png },
    ]);
    const preview = page.getByRole('region', { name: 'Image upload preview' });
    await expect(preview).toContainText('New images (2):');
    await expect(preview.locator('.equipment-images__name')).toHaveText(names);
    await expect(preview).toContainText(`Bulk Gamma ${tag}.png: No item has this name.`);
    expect(await axeAtTop(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Upload images' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'got a new image' })).toHaveText(
      '2 items got a new image.',
    );

    const stored = (await (await adminApi.get('api/equipment')).json()) as EquipmentItem[];
    for (const item of items) {
      const now = stored.find((one) => one.id === item.id);
      expect(now?.imagePath, item.name).toMatch(/^equipment\//);
      expect(now?.version, item.name).toBe(item.version + 1);
      const image = await adminApi.get(now!.imageUrl);
      expect(image.status()).toBe(200);
    }
    const beta = stored.find((one) => one.id === items[1]!.id)!;
    expect((await adminApi.get(beta.imageUrl)).headers()['content-type']).toBe('image/webp');
    // The list shows the new images.
    await page.reload();
    await expect(page.locator('.equipment-card img').first()).toHaveJSProperty('complete', true);
  } finally {
    await removeItems(adminApi, names);
  }
});

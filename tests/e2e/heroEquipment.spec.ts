import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import type { EquipmentItem } from '../../src/domain/equipment';
import type { Hero } from '../../src/domain/hero';
import { ADMIN } from '../../playwright.config';
import { test, expect, signInAsAdmin } from './fixtures';
import { createHero, fixturePath, stamp } from './heroesApi';

/** An item with an uploaded image, in the Weapon slot. */
async function createItem(api: APIRequestContext, name: string): Promise<EquipmentItem> {
  const upload = await api.post('api/files?folder=equipment&name=valid.png', {
    data: await readFile(fixturePath('uploads/valid.png')),
    headers: { 'content-type': 'image/png' },
  });
  expect(upload.status()).toBe(201);
  const response = await api.post('api/equipment', {
    data: { name, slot: 'Weapon', rarity: 'Epic', imagePath: (await upload.json()).path },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/**
 * A hero's recommended equipment (docs/product.md#hero-equipment): chosen in the hero form, shown
 * on the hero's page and on each item's, and left out while an item is in the trash.
 */
test('an admin recommends two items for a hero; the pages show them until one goes to the trash and back', async ({
  page,
  adminApi,
}) => {
  test.slow();
  const tag = stamp();
  const hero: Hero = await createHero(adminApi, { name: `Geared Hero ${tag}` });
  const blade = await createItem(adminApi, `Test Blade ${tag}`);
  const bow = await createItem(adminApi, `Test Bow ${tag}`);
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  try {
    await page.goto(`/heroes/${hero.id}`);
    await page.getByRole('button', { name: `Edit ${hero.name}` }).click();
    const form = page.getByRole('form', { name: `Edit ${hero.name}` });
    const field = form.getByRole('group', { name: 'Recommended equipment' });
    const pick = field.getByRole('combobox', { name: 'Equipment item to add' });
    for (const item of [blade, bow]) {
      await pick.selectOption(item.id);
      await field.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await field.getByRole('button', { name: `Move ${bow.name} up` }).click();
    await expect(field.getByRole('button', { name: `Move ${bow.name} down` })).toBeFocused();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Hero updated successfully!')).toBeVisible();

    // The hero's page, as a visitor would open it, lists them in that order with their images.
    await page.goto(`/heroes/${hero.id}`);
    const section = page.getByRole('region', { name: 'Recommended equipment' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('link')).toHaveText([bow.name, blade.name]);
    for (const image of await section.locator('img').all()) {
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }

    // An item's page names the heroes that recommend it.
    await section.getByRole('link', { name: blade.name }).click();
    await expect(page).toHaveURL(`/equipment/${blade.id}`);
    await expect(
      page.getByRole('region', { name: 'Recommended for' }).getByRole('link', { name: hero.name }),
    ).toBeVisible();

    // In the trash, the item leaves the hero's page; restored, it is back in its place.
    expect((await adminApi.delete(`api/equipment/${blade.id}`)).status()).toBe(204);
    await page.goto(`/heroes/${hero.id}`);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('link')).toHaveText([bow.name]);
    await page.goto('/admin/trash');
    await page.getByRole('button', { name: `Restore ${blade.name}` }).click();
    await expect(page.getByRole('button', { name: `Restore ${blade.name}` })).toHaveCount(0);
    await page.goto(`/heroes/${hero.id}`);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('link')).toHaveText([bow.name, blade.name]);
  } finally {
    await adminApi.delete(`api/heroes/${hero.id}`);
    for (const item of [blade, bow]) await adminApi.delete(`api/equipment/${item.id}`);
  }
});

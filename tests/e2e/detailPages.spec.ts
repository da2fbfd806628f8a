import { ADMIN } from '../../playwright.config';
import type { Hero } from '../../src/domain/hero';
import { test, expect, oldest, signInAsAdmin } from './fixtures';
import { adminApi as guidesApi } from './guidesApi';
import { importHeroWithoutImage, stamp } from './heroesApi';

/**
 * A hero's and a guide's own pages carry Edit and Delete for admins, and nothing for visitors.
 * Each test makes its own item (unique names) on the shared server and deletes it at the end.
 */
test("an admin edits and deletes a hero from the hero's own page", async ({
  page,
  request,
  consoleWatch,
}) => {
  // The deleted hero's page asks for it once more as it leaves: the server says it is gone.
  consoleWatch.allow(/status of 404/);
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  const signIn = await request.post('/api/auth/sign-in', { data: ADMIN });
  expect(signIn.status()).toBe(200);
  const name = `Detail Hero ${stamp()}`;
  const hero = await importHeroWithoutImage(request, {
    name,
    tier: 'A',
    description: 'Made on its own page.',
  });
  try {
    await page.goto(`/heroes/${hero.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await edit.getByLabel('Description').fill('Edited on its own page.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByText('Hero updated successfully!')).toBeVisible();
    await expect(page.getByText('Edited on its own page.')).toBeVisible();

    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/heroes/${hero.id}`);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Hero deleted successfully!')).toBeVisible();
    await expect(page).toHaveURL('/heroes');
    await expect(page.getByRole('heading', { level: 1, name: 'Heroes' })).toBeVisible();
    expect((await request.get(`/api/heroes/${hero.id}`)).status()).toBe(404);
  } finally {
    await request.delete(`/api/heroes/${hero.id}`);
    await request.delete(`/api/history/trash/heroes/${hero.id}`);
  }
});

test("an admin opens the editor and deletes a guide from the guide's own page", async ({
  page,
  baseURL,
  consoleWatch,
}) => {
  // The deleted guide's page asks for it once more as it leaves: the server says it is gone.
  consoleWatch.allow(/status of 404/);
  const api = await guidesApi(baseURL!);
  const guide = await api.create({
    title: `Detail guide ${stamp()}`,
    content: '<p>Read, edit, delete.</p>',
  });
  try {
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto(`/guides/${guide.id}`);
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(`/admin/guides/edit/${guide.id}`);
    await page.goBack();

    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toContainText('Are you sure you want to delete this guide?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Guide deleted.')).toBeVisible();
    await expect(page).toHaveURL('/guides');
    expect((await api.list()).some((item) => item.id === guide.id)).toBe(false);
  } finally {
    await api.remove(guide.id);
    await api.dispose();
  }
});

test('a visitor gets no admin control on a hero or guide page, not even in the HTML', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await guidesApi(baseURL!);
  const guide = await api.create({ title: `Visitor guide ${stamp()}`, content: '<p>Hi.</p>' });
  const hero = oldest((await (await request.get('/api/heroes')).json()) as Hero[]);
  try {
    for (const path of [`/heroes/${hero.id}`, `/guides/${guide.id}`]) {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/>(Edit|Delete)</);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
    }
  } finally {
    await api.remove(guide.id);
    await api.dispose();
  }
});

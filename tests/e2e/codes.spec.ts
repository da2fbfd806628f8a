import { ADMIN } from '../../playwright.config';
import { codeCard, codeCards, codesApi, inHours } from './codesApi';
import { test, expect, signInAsAdmin } from './fixtures';

test.describe('a visitor', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies a code with a click or Enter, and the toast goes after 2 seconds', async ({
    page,
    request,
  }) => {
    const api = await codesApi(request);
    const name = `COPY-${Date.now()}`;
    try {
      await api.create({ code: name, neverExpires: true, expirationDate: null });
      await page.goto('/codes');
      const toast = page.getByTestId('toast').filter({ hasText: 'Copied to clipboard!' });

      await expect(codeCard(page, name)).toBeVisible();
      const start = Date.now();
      await codeCard(page, name).click();
      await expect(toast).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(name);
      await page.waitForTimeout(Math.max(0, 1500 - (Date.now() - start)));
      await expect(toast).toBeVisible({ timeout: 1 });
      await expect(toast).toBeHidden({ timeout: 2500 - (Date.now() - start) + 300 });

      await page.evaluate(() => navigator.clipboard.writeText('something else'));
      await codeCard(page, name).focus();
      await page.keyboard.press('Enter');
      await expect(toast).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(name);
    } finally {
      await api.cleanUp();
    }
  });

  test('sees labels and order right at the edges, and no expired code; an admin sees it marked', async ({
    page,
    request,
  }) => {
    const api = await codesApi(request);
    const tag = `EDGE-${Date.now()}`;
    try {
      await api.create({ code: `${tag}-LATER`, neverExpires: false, expirationDate: inHours(49) });
      await api.create({
        code: `${tag}-GONE`,
        neverExpires: false,
        expirationDate: inHours(-1 / 3600),
      });
      await api.create({ code: `${tag}-SOON`, neverExpires: false, expirationDate: inHours(1) });

      await page.goto('/codes');
      const mine = codeCards(page).filter({ hasText: tag });
      await expect(mine).toHaveCount(2);
      await expect(mine.locator('code')).toHaveText([`${tag}-SOON`, `${tag}-LATER`]);
      await expect(codeCard(page, `${tag}-SOON`)).toContainText('EXPIRES IN 1 DAY');
      await expect(codeCard(page, `${tag}-LATER`)).toContainText('EXPIRES IN 3 DAYS');
      await expect(page.getByText(`${tag}-GONE`)).toHaveCount(0);

      // Never-expiring codes come after every expiring one.
      const labels = await codeCards(page).locator('.code-card__expiry').allTextContents();
      const firstNever = labels.indexOf('NEVER EXPIRES');
      expect(firstNever).toBeGreaterThan(-1);
      expect(labels.slice(firstNever).every((label) => label === 'NEVER EXPIRES')).toBe(true);
      expect(labels).not.toContain('EXPIRED');

      await signInAsAdmin(page, ADMIN.email, ADMIN.password);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Add New Code' })).toBeVisible();
      await expect(mine).toHaveCount(3);
      await expect(mine.locator('code')).toHaveText([`${tag}-GONE`, `${tag}-SOON`, `${tag}-LATER`]);
      await expect(codeCard(page, `${tag}-GONE`)).toContainText('EXPIRED');
    } finally {
      await api.cleanUp();
    }
  });
});

test('an admin adds, edits and deletes a code in the page', async ({
  page,
  request,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 409/);
  const api = await codesApi(request);
  const name = `UI-${Date.now()}`;
  try {
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto('/codes');
    const toggle = page.getByRole('button', { name: 'Add New Code' });
    await toggle.click();
    const form = page.getByRole('form', { name: 'New code' });
    await expect(form).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await toggle.click();

    await form.getByLabel('Code').fill(`  ${name}  `);
    await form.getByRole('button', { name: 'Add Code' }).click();
    await expect(form.getByLabel('Expires (your local time)')).toHaveAccessibleDescription(
      'Expiration date is required unless the code never expires.',
    );
    // 2.5 days from now in the browser's own time zone: shown as 3 days (rounded up).
    const local = await page.evaluate(() => {
      const date = new Date(Date.now() + 60 * 60 * 60 * 1000);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    });
    await form.getByLabel('Expires (your local time)').fill(local);
    await form.getByRole('button', { name: 'Add Code' }).click();
    await expect(form).toHaveCount(0);
    await expect(codeCard(page, name)).toContainText('EXPIRES IN 3 DAYS');
    const stored = (await api.list()).find((code) => code.code === name)!;
    api.track(stored.id);
    expect(stored.expirationDate).toBe(
      await page.evaluate((value) => new Date(value).toISOString(), local),
    );

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit code ${name}` });
    await expect(edit.getByLabel('Code')).toHaveValue(name);
    await expect(edit.getByLabel('Expires (your local time)')).toHaveValue(local);
    await edit.getByLabel('Code').fill(`${name}-EDITED`);
    await edit.getByLabel('Never expires').check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(codeCard(page, `${name}-EDITED`)).toContainText('NEVER EXPIRES');
    await expect(
      page.getByTestId('toast').filter({ hasText: `Code ${name}-EDITED saved.` }),
    ).toBeVisible();

    // A change made elsewhere meanwhile: the save is refused and the form keeps the typing.
    await page.getByRole('button', { name: `Edit ${name}-EDITED` }).click();
    const again = page.getByRole('form', { name: `Edit code ${name}-EDITED` });
    const latest = (await api.list()).find((code) => code.id === stored.id)!;
    await api.update(latest, { code: `${name}-EDITED`, neverExpires: true, expirationDate: null });
    await again.getByLabel('Code').fill(`${name}-MINE`);
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again.getByRole('alert')).toContainText(
      'Failed to update code: This code was changed by someone else',
    );
    await expect(again.getByLabel('Code')).toHaveValue(`${name}-MINE`);
    await again.getByRole('button', { name: 'Cancel' }).click();

    const remove = page.getByRole('button', { name: `Delete ${name}-EDITED` });
    const dialog = page.getByRole('dialog');
    await remove.click();
    await expect(dialog).toContainText('Are you sure you want to delete this code?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(codeCard(page, `${name}-EDITED`)).toHaveCount(1);
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(codeCard(page, `${name}-EDITED`)).toHaveCount(0);
    expect((await api.list()).some((code) => code.id === stored.id)).toBe(false);
  } finally {
    await api.cleanUp();
  }
});

test('saving a code whose expiry has passed asks first; Cancel keeps it unsaved', async ({
  page,
  request,
}) => {
  const api = await codesApi(request);
  const name = `PAST-${Date.now()}`;
  try {
    const stored = await api.create({ code: name, neverExpires: true, expirationDate: null });
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto('/codes');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit code ${name}` });
    await edit.getByLabel('Never expires').uncheck();
    // Yesterday, in the browser's own time zone.
    const yesterday = await page.evaluate(() => {
      const date = new Date(Date.now() - 24 * 60 * 60 * 1000);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    });
    await edit.getByLabel('Expires (your local time)').fill(yesterday);
    await edit.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'This code has already expired, so players will not see it. Save it anyway?',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    // Not saved: the form is still open with the typing, and the stored code never expires.
    await expect(edit.getByLabel('Expires (your local time)')).toHaveValue(yesterday);
    expect((await api.list()).find((code) => code.id === stored.id)?.neverExpires).toBe(true);

    await edit.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Save anyway' }).click();
    await expect(edit).toHaveCount(0);
    await expect(codeCard(page, name)).toContainText('EXPIRED');
    await expect(
      page.getByTestId('toast').filter({ hasText: `Code ${name} saved.` }),
    ).toBeVisible();
    const saved = (await api.list()).find((code) => code.id === stored.id)!;
    expect(saved.neverExpires).toBe(false);
  } finally {
    await api.cleanUp();
  }
});

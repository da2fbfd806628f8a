import { createHash } from 'node:crypto';
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { ADMIN, BACKUPS_ORIGIN, E2E_BACKUP_DIR } from '../../playwright.config';
import { test, expect, signIn, signInAsAdmin } from './fixtures';
import { PHONE } from './pageChecks';

/**
 * Backups in the app (docs/product.md#backups), on a server of their own: a restore replaces the
 * whole site and signs everyone out. The tests run one after another.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BACKUPS_ORIGIN });

test.beforeAll(async () => {
  // Copies saved by earlier runs' restores; the server's automatic backups stay.
  const names = await readdir(E2E_BACKUP_DIR).catch(() => [] as string[]);
  for (const name of names.filter((one) => one.startsWith('before-restore-'))) {
    await rm(path.join(E2E_BACKUP_DIR, name), { force: true });
  }
});

async function openBackups(page: Page) {
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/backups');
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
}

async function restoreFile(page: Page, name: string, buffer: Buffer) {
  await page
    .getByLabel('Backup file')
    .setInputFiles({ name, mimeType: 'application/gzip', buffer });
  await page.getByRole('button', { name: 'Restore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(`Restoring ${name} replaces ALL content of the site`);
  await expect(dialog).toContainText('A copy of the site as it is now is saved');
  await expect(dialog).toContainText('Everyone is signed out');
  await dialog.getByRole('button', { name: 'Restore' }).click();
}

const visitorCodes = async (page: Page) => {
  const response = await page.request.get('/api/codes');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { code: string }[]).map((code) => code.code);
};

test('an admin downloads a backup and restores it: a code added after it is gone', async ({
  page,
}) => {
  await openBackups(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download a backup' }).click(),
  ]);
  // The name the server gave it (Content-Disposition).
  const name = download.suggestedFilename();
  expect(name).toMatch(/^hero-guide-backup-\d{4}-\d{2}-\d{2}\.json\.gz$/);
  const backup = await readFile(await download.path());

  const later = `AFTER-BACKUP-${Date.now()}`;
  const created = await page.request.post('/api/codes', {
    data: { code: later, neverExpires: true, expirationDate: null },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(await visitorCodes(page)).toContain(later);

  await restoreFile(page, name, backup);
  // The server answers at once and says how far it is while the page waits (a live region).
  await expect(
    page.getByRole('status').filter({ hasText: /^Checking the backup: \d+ of \d+ rows…$/ }),
  ).toBeVisible();
  await expect(
    page.getByTestId('toast').filter({ hasText: `The site was restored from ${name}.` }),
  ).toBeVisible();
  // Signed out, on the sign-in page.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/logmin$/);
  await expect(page.getByTestId('admin-bar')).toHaveCount(0);
  expect(await visitorCodes(page)).not.toContain(later);
  await page.goto('/codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Codes' })).toBeVisible();
  await expect(page.locator('code', { hasText: later })).toHaveCount(0);

  // Signing in again (the backup's account) leads back to the page, which lists the copy saved
  // before the restore.
  await page.goto('/admin/backups');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  const copies = page
    .getByRole('list', { name: 'Backups on the server' })
    .getByRole('listitem')
    .filter({ hasText: '(saved before a restore)' });
  await expect(copies).toHaveCount(1);
  await expect(copies.getByRole('link', { name: /^Download before-restore-/ })).toBeVisible();
});

test('a truncated backup file is refused with the reason, and nothing changes', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 400/);
  await openBackups(page);
  const response = await page.request.get('/api/backup');
  expect(response.status()).toBe(200);
  const backup = await response.body();
  const codes = await visitorCodes(page);

  await restoreFile(page, 'truncated.json.gz', backup.subarray(0, backup.length / 2));
  await expect(page.getByRole('alert')).toHaveText(
    'Restore failed: This file is not a backup of this site, or it is damaged or incomplete (it is not the gzip file a backup is).',
  );
  await expect(page).toHaveURL(/\/admin\/backups$/);
  await expect(page.getByTestId('admin-bar')).toBeVisible();
  expect(await visitorCodes(page)).toEqual(codes);
});

test('a backup without an admin is refused once checked, and nothing changes', async ({ page }) => {
  await openBackups(page);
  const response = await page.request.get('/api/backup');
  expect(response.status()).toBe(200);
  const file = JSON.parse(gunzipSync(await response.body()).toString('utf8'));
  file.tables.users = file.tables.users.map((user: object) => ({ ...user, role: 'member' }));
  file.checksum = createHash('sha256').update(JSON.stringify(file.tables)).digest('hex');
  const codes = await visitorCodes(page);

  await restoreFile(page, 'members-only.json.gz', gzipSync(JSON.stringify(file)));
  await expect(page.getByRole('alert')).toHaveText(
    'Restore failed: This backup does not fit this site: it holds no admin account, so nobody could sign in after restoring it.',
  );
  await expect(page).toHaveURL(/\/admin\/backups$/);
  await expect(page.getByTestId('admin-bar')).toBeVisible();
  expect(await visitorCodes(page)).toEqual(codes);
});

test('the page fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openBackups(page);
  await expect(page.getByRole('heading', { name: 'Restore from a file' })).toBeVisible();
  await expect(page.getByText('Loading the backups…')).toHaveCount(0);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
});

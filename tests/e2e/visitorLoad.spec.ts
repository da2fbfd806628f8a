import { expectNoForbiddenCode, recordDownloadedScripts } from './downloadedScripts';
import { test, expect } from './fixtures';

const PUBLIC_PAGES = [
  '/',
  '/disclaimer',
  '/equipment',
  '/heroes',
  '/guides',
  '/codes',
  '/guild-calculator',
];

test('a visitor browsing the public pages downloads no admin, editor or Firebase code', async ({
  page,
}) => {
  const scripts = recordDownloadedScripts(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expectNoForbiddenCode(await scripts.read());
});

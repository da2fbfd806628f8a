import { BASE_PATH_ORIGIN } from '../../playwright.config';
import { test, expect } from './fixtures';

test.use({ baseURL: BASE_PATH_ORIGIN });

test('the app works under a non-root BASE_PATH', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === BASE_PATH_ORIGIN && !url.pathname.startsWith('/guide/'))
      outside.push(url.pathname);
  });
  await page.goto('/guide/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // At the default 1280 px the sections are in view beside the page.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Disclaimer Info' })
    .click();
  await expect(page).toHaveURL('/guide/disclaimer');
  await page.reload();
  await expect(page).toHaveURL('/guide/disclaimer');
  await expect(page.getByRole('main')).toContainText(/unofficial/i);

  // Unknown paths go to the home page, which under a base path is /guide (the router's basename).
  await page.goto('/guide/nowhere');
  await expect(page).toHaveURL(/\/guide\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(outside, 'requests outside the base path').toEqual([]);
});

test('the server sends the bare origin to the base path', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/guide/');
});

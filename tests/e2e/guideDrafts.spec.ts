import type { Browser, Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { adminApi } from './guidesApi';
import { test, expect, awaitHydrationOnNavigation, signInAsAdmin } from './fixtures';

/** A reader in a browser of their own, never signed in. */
async function visitorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return awaitHydrationOnNavigation(await context.newPage());
}

test('an admin saves a guide as a draft that visitors cannot see, then publishes it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const api = await adminApi(baseURL!);
  const visitor = await visitorPage(browser, baseURL!);
  const title = `E2E draft ${Date.now()} ${Math.random().toString(36).slice(2)}`;
  let id = '';
  try {
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/guides/create');
    await page.getByPlaceholder('Write your guide title...').fill(title);
    await page.getByRole('textbox', { name: 'Guide content' }).click();
    await page.keyboard.type('Not ready for readers yet.');
    await page.getByRole('button', { name: 'Save as draft' }).click();

    await expect(page).toHaveURL('/guides');
    await expect(page.getByText('Guide saved as a draft.')).toBeVisible();
    const drafts = page.getByRole('region', { name: 'Drafts' });
    const card = drafts.getByTestId('guide-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();
    const community = page.getByRole('region', { name: 'Community guides' });
    await expect(community.getByText(title)).toHaveCount(0);
    const href = await card.getByRole('link', { name: title }).getAttribute('href');
    id = decodeURIComponent(href!.split('/').pop()!);

    // A visitor finds it neither in the list nor at its address.
    await visitor.goto('/guides');
    await expect(visitor.getByRole('heading', { name: 'Community guides' })).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
    await expect(visitor.getByRole('heading', { name: 'Drafts' })).toHaveCount(0);
    const hidden = await visitor.goto(`/guides/${id}`);
    expect(hidden?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();

    // The admin reads the draft at its address, marked as one, and publishes it from the editor.
    await page.goto(`/guides/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await page.goto(`/admin/guides/edit/${id}`);
    await expect(page.getByPlaceholder('Write your guide title...')).toHaveValue(title);
    await page.getByRole('button', { name: 'Publish Guide' }).click();
    await expect(page).toHaveURL('/guides');
    // A draft going on the site is a publish, not an update of a live guide.
    await expect(page.getByTestId('toast').filter({ hasText: 'Guide published.' })).toBeVisible();
    await expect(community.getByTestId('guide-card').filter({ hasText: title })).toBeVisible();
    await expect(drafts.getByText(title)).toHaveCount(0);

    await visitor.goto('/guides');
    await expect(visitor.getByTestId('guide-card').filter({ hasText: title })).toBeVisible();
    const shown = await visitor.goto(`/guides/${id}`);
    expect(shown?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('Draft', { exact: true })).toHaveCount(0);
  } finally {
    if (id) await api.remove(id);
    await api.dispose();
    await visitor.context().close();
  }
});

import type { Browser } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import type { SiteSettings } from '../../src/domain/siteSettings';
import { test, expect, signInAsAdmin } from './fixtures';

const LINK = 'Join our community chat';

/** The home page's HTML as the server sends it, read without running the app. */
async function serverHtmlLinks(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/');
    return await page
      .getByRole('link', { name: LINK })
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  } finally {
    await context.close();
  }
}

/**
 * The one test that changes the site settings: no other test may set a community link, so the
 * page starts without one (the test server is built without VITE_COMMUNITY_URL).
 */
test('an admin sets the community chat link on the home page; visitors follow it; clearing it hides it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const url = `https://chat.example.org/invite/${Date.now()}`;
  await expect.poll(() => serverHtmlLinks(browser, baseURL!)).toEqual([]);

  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/');
  await expect(page.getByRole('link', { name: LINK })).toHaveCount(0);
  await page.getByText('Edit the community chat link (admin)').click();
  const form = page.getByRole('form', { name: 'Community chat link' });
  const input = form.getByLabel('Community chat link');

  await input.fill('http://chat.example.org');
  await form.getByRole('button', { name: 'Save link' }).click();
  await expect(
    form.getByText('The community chat link must be a full https:// address.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: LINK })).toHaveCount(0);

  try {
    await input.fill(url);
    await form.getByRole('button', { name: 'Save link' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Community link saved.' }),
    ).toBeVisible();
    const link = page.getByRole('link', { name: LINK });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // A visitor gets it in the server's HTML, before any script runs.
    expect(await serverHtmlLinks(browser, baseURL!)).toEqual([url]);

    await input.fill('');
    await form.getByRole('button', { name: 'Save link' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Community link removed.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: LINK })).toHaveCount(0);
    expect(await serverHtmlLinks(browser, baseURL!)).toEqual([]);
  } finally {
    // Whatever happened above, the site is left without a link for the other tests.
    const current = (await (await page.request.get('api/settings/site')).json()) as SiteSettings;
    if (current.communityUrl) {
      const reply = await page.request.put('api/settings/site', {
        // The tier legend is kept as it is: the other tests read it.
        data: {
          settings: { communityUrl: '', tierLegend: current.tierLegend },
          baseVersion: current.version,
        },
      });
      expect(reply.status(), await reply.text()).toBe(200);
    }
  }
});

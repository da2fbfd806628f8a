import { FIREBASE_ORIGIN } from '../../playwright.config';
import { test, expect } from './fixtures';

/**
 * The Firebase build's first HTML, before any JavaScript runs: static routes carry their own head
 * (docs/decisions.md#firebase-static-pages), served by `vite preview` as Firebase Hosting serves
 * them (`cleanUrls`, and the shell for every other URL).
 */
test.use({ baseURL: FIREBASE_ORIGIN, javaScriptEnabled: false });

const SITE = 'https://demo-hero-guide.web.app';

test('a static route has its own title and canonical URL; a hero page the neutral shell', async ({
  page,
}) => {
  await page.goto('/heroes');
  await expect(page).toHaveTitle('Heroes · Hero Guide');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/heroes`);

  await page.goto('/guides/pets');
  await expect(page).toHaveTitle('Pets Guide · Hero Guide');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${SITE}/site-card.png`,
  );

  await page.goto('/heroes/any-hero');
  await expect(page).toHaveTitle('Hero Guide');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

import type { Guide } from '../../src/domain/guide';
import { test, expect } from './fixtures';
import { adminApi } from './guidesApi';
import { axeAtTop } from './pageChecks';

/**
 * Reading a guide on a phone and the static guides' metadata (docs/product.md#guide-detail,
 * docs/product.md#static-guides).
 */

test('code blocks wrap on a phone: no sideways region the keyboard cannot reach, axe passes', async ({
  page,
  request,
  baseURL,
}) => {
  const guides = (await (await request.get('/api/guides')).json()) as Guide[];
  const beginner = guides.find((guide) => guide.title.startsWith("A beginner's path"));
  expect(beginner, 'the sample guide is there').toBeDefined();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/guides/${beginner!.id}`);
  const codeBlock = page.getByTestId('guide-content').locator('pre');
  await expect(codeBlock).toContainText('Day 1-3: donations x2 every day');
  expect(await axeAtTop(page)).toEqual([]);

  // A code block without <code> inside, as HTML written around the editor may have it.
  const api = await adminApi(baseURL!);
  const bare = await api.create({
    title: `E2E bare code block ${Date.now()}`,
    content: `<p>Before</p><pre>${'long-line-of-code '.repeat(12)}${'x'.repeat(80)}</pre>`,
  });
  try {
    await page.goto(`/guides/${bare.id}`);
    const pre = page.getByTestId('guide-content').locator('pre');
    await expect(pre).toContainText('long-line-of-code');
    expect(await pre.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await axeAtTop(page)).toEqual([]);
  } finally {
    await api.remove(bare.id);
    await api.dispose();
  }
});

test('a static guide arrives from the server with its author, date, reading time and contents', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/guides/codex', { headers: { cookie: '' } })).text();
  expect(html).toMatch(/>By (<!-- -->)?the Hero Guide community</);
  expect(html).toMatch(/Updated <time datetime="2026-11-22">Nov 22, 2026<\/time>/i);
  expect(html).toMatch(/ · \d+ min read/);
  expect(html).toMatch(/<nav[^>]*aria-labelledby="guide-toc-heading"/);

  await page.goto('/guides/codex');
  const article = page.getByRole('article');
  await expect(article.getByText('By the Hero Guide community', { exact: true })).toBeVisible();
  // The same rule as a community guide's: its words, lead included, at 200 a minute.
  const words = await article.evaluate((element) => {
    const lead = element.querySelector('.page__lead')!.textContent!;
    const body = element.querySelector('.guide-content')!.textContent!;
    return `${lead} ${body}`.split(/\s+/).filter(Boolean).length;
  });
  await expect(article.getByText(/^Updated Nov 22, 2026 · \d+ min read$/)).toHaveText(
    `Updated Nov 22, 2026 · ${Math.max(1, Math.ceil(words / 200))} min read`,
  );
  const contents = page.getByRole('navigation', { name: 'Contents' });
  const links = contents.getByRole('link');
  await expect(links).toHaveText(['How codex circles earn energy', 'Getting the most from it']);
  await links.nth(1).click();
  await expect(page).toHaveURL(/#section-getting-the-most-from-it$/);
  await expect(page.locator('#section-getting-the-most-from-it')).toBeInViewport();
  await expect(page.locator('#section-getting-the-most-from-it')).toHaveText(
    'Getting the most from it',
  );
});

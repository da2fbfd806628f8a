import { ADMIN } from '../../playwright.config';
import { adminApi } from './guidesApi';
import { test, expect, signInAsAdmin } from './fixtures';

const words = (count: number) => 'word '.repeat(count).trim();

test('a guide shows its author, its updated date, its reading time, its tags and a table of contents whose links jump to the headings', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const created = await api.create({
    title: `E2E contents ${Date.now()}`,
    content: `<h2>Getting started</h2><p>${words(250)}</p><h3>First steps</h3><p>${words(100)}</p><h2>Getting started</h2><p>${words(500)}</p>`,
    tags: ['E2E meta', 'Basics'],
  });
  try {
    await page.goto(`/guides/${created.id}`);
    await expect(page.getByText(`By ${created.author}`, { exact: true })).toBeVisible();
    // 850 words at 200 a minute.
    await expect(page.getByText('5 min read')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText([
      'E2E meta',
      'Basics',
    ]);

    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link')).toHaveText([
      'Getting started',
      'First steps',
      'Getting started',
    ]);
    await contents.getByRole('link').nth(2).click();
    await expect(page).toHaveURL(/#section-getting-started-2$/);
    const target = page.locator('#section-getting-started-2');
    await expect(target).toHaveText('Getting started');
    await expect(target).toBeInViewport();
    await expect(page.locator('#section-getting-started')).not.toBeInViewport();
  } finally {
    await api.remove(created.id);
    await api.dispose();
  }
});

test('a sample guide shows "Updated" with its date, and a guide of one heading has no table of contents', async ({
  page,
  baseURL,
}) => {
  await page.goto('/guides');
  await page.getByRole('link', { name: 'Welcome: how to use this fan guide (sample)' }).click();
  await expect(
    page.getByText(/Written \w{3} \d+, \d{4} · Updated \w{3} \d+, \d{4} · 1 min read/),
  ).toBeVisible();
  await expect(page.getByText('By Mira Quill (sample admin)')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();

  const api = await adminApi(baseURL!);
  const single = await api.create({
    title: `E2E one heading ${Date.now()}`,
    content: '<h2>Only</h2><p>x</p>',
  });
  try {
    await page.goto(`/guides/${single.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Only' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Contents' })).toHaveCount(0);
  } finally {
    await api.remove(single.id);
    await api.dispose();
  }
});

test('the guide list shows tags on each card and filters by tag, kept in the address', async ({
  page,
  baseURL,
}) => {
  const tag = `E2Etag${Date.now()}`;
  const api = await adminApi(baseURL!);
  const tagged = await api.create({ title: `E2E tagged ${tag}`, content: '<p>t</p>', tags: [tag] });
  try {
    await page.goto('/guides');
    const card = page.getByTestId('guide-card').filter({ hasText: tagged.title });
    await expect(card.getByRole('link', { name: tag, exact: true })).toBeVisible();
    const filter = page.getByRole('navigation', { name: 'Filter by tag' });
    await filter.getByRole('link', { name: tag, exact: true }).click();
    await expect(page).toHaveURL(`/guides?tag=${tag}`);
    await expect(filter.getByRole('link', { name: tag, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('guide-card')).toHaveCount(1);
    await expect(page.getByTestId('guide-card')).toContainText(tagged.title);

    await page.reload();
    await expect(page.getByTestId('guide-card')).toHaveCount(1);
    await filter.getByRole('link', { name: 'All tags' }).click();
    await expect(page).toHaveURL('/guides');
    await expect(page.getByTestId('guide-card').filter({ hasText: 'Welcome' })).toBeVisible();

    // A tag on a guide's page leads to the filtered list.
    await page.goto(`/guides/${tagged.id}`);
    await page
      .getByRole('list', { name: 'Tags' })
      .getByRole('link', { name: tag, exact: true })
      .click();
    await expect(page).toHaveURL(`/guides?tag=${tag}`);
    await expect(page.getByTestId('guide-card')).toHaveCount(1);
  } finally {
    await api.remove(tagged.id);
    await api.dispose();
  }
});

test('the tag filter works without JavaScript: the server renders the list from the address', async ({
  browser,
  baseURL,
}) => {
  const tag = `E2Enojs${Date.now()}`;
  const api = await adminApi(baseURL!);
  const tagged = await api.create({ title: `E2E no-JS ${tag}`, content: '<p>t</p>', tags: [tag] });
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/guides');
    await expect(page.getByTestId('guide-card').filter({ hasText: 'Welcome' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Filter by tag' })
      .getByRole('link', { name: tag, exact: true })
      .click();
    await expect(page).toHaveURL(`/guides?tag=${tag}`);
    await expect(page.getByTestId('guide-card')).toHaveCount(1);
    await expect(page.getByTestId('guide-card')).toContainText(tagged.title);
    await page.goto(`/guides/${tagged.id}`);
    await expect(page.getByText('1 min read')).toBeVisible();
  } finally {
    await context.close();
    await api.remove(tagged.id);
    await api.dispose();
  }
});

test('an admin changes their display name on the account page, and a new guide carries it', async ({
  page,
}) => {
  // Account page, then the editor: as long as the editor's own flows.
  test.setTimeout(60_000);
  const name = `E2E Author ${Date.now()}`;
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/account');
  const field = page.getByRole('textbox', { name: 'Display name' });
  await field.fill('');
  await page.getByRole('button', { name: 'Save display name' }).click();
  await expect(page.getByText('Enter a display name.')).toBeVisible();
  await field.fill(`  ${name}  `);
  await page.getByRole('button', { name: 'Save display name' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Display name saved.' })).toBeVisible();
  await expect(field).toHaveValue(name);

  await page.goto('/admin/guides/create');
  const title = `E2E byline ${Date.now()}`;
  await page.getByPlaceholder('Write your guide title...').fill(title);
  await page.getByLabel('Tags').fill('E2E byline, e2e BYLINE, Second');
  await page.getByRole('textbox', { name: 'Guide content' }).click();
  await page.keyboard.type('Written by the renamed admin.');
  await page.getByRole('button', { name: 'Publish Guide' }).click();
  await expect(page).toHaveURL('/guides');
  const card = page.getByTestId('guide-card').filter({ hasText: title });
  await expect(card).toContainText(`By ${name}`);
  await expect(card.getByRole('link', { name: /^E2E byline$|^Second$/ })).toHaveText([
    'E2E byline',
    'Second',
  ]);
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByText(`By ${name}`, { exact: true })).toBeVisible();
  const id = page.url().split('/').pop()!;
  await page.request.delete(`api/guides/${id}`);
});

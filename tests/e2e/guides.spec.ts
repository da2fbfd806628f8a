import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { guidePreview } from '../../src/domain/guidePreview';
import { expectNoForbiddenCode, recordDownloadedScripts } from './downloadedScripts';
import { adminApi } from './guidesApi';
import { test, expect, signInAsAdmin } from './fixtures';

const VALID_PNG = fileURLToPath(new URL('../fixtures/uploads/valid.png', import.meta.url));

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting' });
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true });
const editorArea = (page: Page) => page.getByRole('textbox', { name: 'Guide content' });

async function press(page: Page, name: string) {
  await tool(page, name).click();
  await expect(tool(page, name)).toHaveAttribute('aria-pressed', 'true');
}

test('an admin writes a guide with every toolbar button, previews, publishes, edits and deletes it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/guides');
  await page.getByRole('link', { name: 'Create New Guide' }).click();
  await expect(page).toHaveURL('/admin/guides/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Guide' })).toBeVisible();

  const title = `E2E toolbar guide ${Date.now()}`;
  await page.getByPlaceholder('Write your guide title...').fill(title);
  await editorArea(page).click();

  for (const level of [1, 2, 3]) {
    await press(page, `Heading ${level}`);
    await page.keyboard.type(`Heading level ${level}`);
    await page.keyboard.press('Enter');
  }
  for (const [mark, text] of [
    ['Bold', 'Bold words'],
    ['Italic', 'italic words'],
    ['Underline', 'underlined words'],
    ['Strike', 'struck words'],
    ['Inline code', 'inline_code'],
  ] as const) {
    await press(page, mark);
    await page.keyboard.type(text);
    await tool(page, mark).click();
    await expect(tool(page, mark)).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type(' and ');
  }
  await press(page, 'Align center');
  await page.keyboard.press('Enter');
  await press(page, 'Align right');
  await page.keyboard.type('Right aligned');
  await page.keyboard.press('Enter');
  await press(page, 'Align left');

  await press(page, 'Bullet list');
  await page.keyboard.type('A bullet');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await press(page, 'Numbered list');
  await page.keyboard.type('A step');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await press(page, 'Task list');
  await page.keyboard.type('A done task');
  await editorArea(page).getByRole('checkbox').check();
  await editorArea(page).getByText('A done task', { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await press(page, 'Quote');
  await page.keyboard.type('A wise quote');
  await page.keyboard.press('Enter');
  await tool(page, 'Quote').click();
  await press(page, 'Code block');
  await page.keyboard.type('const answer = 42;');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(tool(page, 'Code block')).toHaveAttribute('aria-pressed', 'false');

  // Undo/redo: a pause closes the previous undo group (newGroupDelay 500 ms).
  await page.waitForTimeout(600);
  await page.keyboard.type('Temporary words');
  await page.waitForTimeout(600);
  await tool(page, 'Undo').click();
  await expect(editorArea(page)).not.toContainText('Temporary words');
  await tool(page, 'Redo').click();
  await expect(editorArea(page)).toContainText('Temporary words');

  // Image alignment buttons appear only while an image is selected.
  await expect(tool(page, 'Image center')).toHaveCount(0);
  const chooser = page.waitForEvent('filechooser');
  await tool(page, 'Insert image').click();
  await (await chooser).setFiles(VALID_PNG);
  const altDialog = page.getByRole('dialog', { name: 'Describe the image' });
  await expect(altDialog.getByLabel('Alt text')).toHaveValue('valid');
  await altDialog.getByLabel('Alt text').fill('A tiny test image');
  await altDialog.getByRole('button', { name: 'Upload and insert' }).click();
  const editorImage = editorArea(page).locator('img[alt="A tiny test image"]');
  await expect(editorImage).toHaveAttribute('src', /^\/files\/guides\//);
  await editorImage.click();
  await press(page, 'Image center');
  await expect(editorImage).toHaveClass(/align-center/);

  await press(page, 'Preview');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Heading level 1');
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText('Heading level 3');
  await expect(preview.locator('strong')).toHaveText('Bold words');
  await expect(preview.locator('em')).toHaveText('italic words');
  await expect(preview.locator('u')).toHaveText('underlined words');
  await expect(preview.locator('s')).toHaveText('struck words');
  await expect(preview.locator('p > code')).toHaveText('inline_code');
  await expect(preview.locator('p[style*="text-align: center"]')).toContainText('Bold words');
  await expect(preview.locator('p[style*="text-align: right"]')).toHaveText('Right aligned');
  await expect(preview.locator('ul:not([data-type]) li')).toHaveText('A bullet');
  await expect(preview.locator('ol li')).toHaveText('A step');
  const task = preview.locator('li[data-type="taskItem"]');
  await expect(task).toHaveAttribute('data-checked', 'true');
  await expect(task.locator('input')).toBeChecked();
  await expect(task.locator('input')).toBeDisabled();
  await expect(preview.locator('blockquote')).toHaveText('A wise quote');
  await expect(preview.locator('pre code')).toHaveText('const answer = 42;');
  await expect(preview.locator('img.align-center')).toHaveAttribute('alt', 'A tiny test image');
  await expect(editorArea(page)).toBeHidden();
  await tool(page, 'Preview').click();
  await expect(editorArea(page)).toBeVisible();

  await page.getByRole('button', { name: 'Publish Guide' }).click();
  await expect(page).toHaveURL('/guides');
  const api = await adminApi(baseURL!);
  const stored = (await api.list()).find((guide) => guide.title === title);
  expect(stored).toBeDefined();
  const card = page.getByTestId('guide-card').filter({ hasText: title });
  await expect(card).toContainText(guidePreview(stored!.content));
  await expect(card).toContainText('…');
  await expect(card).toContainText('Click to read more →');
  const shownDate = await page.evaluate(
    (iso) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)),
    stored!.createdAt,
  );
  await expect(card.locator('time')).toHaveText(shownDate);

  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/guides/${stored!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const image = page.getByTestId('guide-content').locator('img.align-center');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Back to Guides' }).click();
  await expect(page).toHaveURL('/guides');

  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/admin/guides/edit/${stored!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Guide' })).toBeVisible();
  await expect(page.getByPlaceholder('Write your guide title...')).toHaveValue(title);
  await expect(editorArea(page).locator('h1')).toHaveText('Heading level 1');
  await expect(editorArea(page).locator('img.align-center')).toBeVisible();
  const edited = `${title} (edited)`;
  await page.getByPlaceholder('Write your guide title...').fill(edited);
  await page.getByRole('button', { name: 'Publish Guide' }).click();
  await expect(page).toHaveURL('/guides');
  const editedCard = page.getByTestId('guide-card').filter({ hasText: edited });
  await expect(editedCard).toBeVisible();

  await editedCard.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this guide?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(editedCard).toHaveCount(0);
  expect((await api.list()).some((guide) => guide.id === stored!.id)).toBe(false);
  await api.dispose();
});

test('a visitor sees no admin control and cannot reach the editor', async ({ page }) => {
  await page.goto('/guides');
  await expect(page.getByTestId('guide-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Guide' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await page.goto('/admin/guides/create');
  await expect(page).toHaveURL('/logmin');
  await page.goto('/admin/guides/edit/anything');
  await expect(page).toHaveURL('/logmin');
});

test('guide previews keep blocks apart and end on a whole word', async ({ page }) => {
  await page.goto('/guides');
  const previewOf = (title: string) =>
    page.getByTestId('guide-card').filter({ hasText: title }).locator('.guide-card__preview');
  // The sample guides open with a heading, then a paragraph: docs/product.md#constants.
  await expect(previewOf('Welcome: how to use this fan guide (sample)')).toHaveText(
    'Welcome to the fan guide. This is sample content: edit or delete it once you have written your own…',
  );
  await expect(previewOf("A beginner's path through the first week (sample)")).toHaveText(
    'Your first week. This fictional plan shows how a guide can combine lists, checklists and code…',
  );
});

test('Publish is disabled without a title or content, and a forced publish explains why', async ({
  page,
}) => {
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/guides/create');
  const publish = page.getByRole('button', { name: 'Publish Guide' });
  const titleInput = page.getByPlaceholder('Write your guide title...');
  const error = page.getByTestId('guide-editor-error');
  await expect(publish).toBeDisabled();

  await titleInput.fill('Only a title');
  await expect(publish).toBeDisabled();
  await page.locator('form.guide-editor').evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(error).toHaveText('Title and content are required');
  await expect(error).toHaveAttribute('role', 'alert');

  await titleInput.fill('   ');
  await editorArea(page).click();
  await page.keyboard.type('Only content');
  await expect(publish).toBeDisabled();
  await page.locator('form.guide-editor').evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(error).toHaveText('Title and content are required');
  await expect(page).toHaveURL('/admin/guides/create');

  await titleInput.fill('Both now');
  await expect(publish).toBeEnabled();
});

test('the toolbar sticks under the header with a shadow once scrolled, and works from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/guides/create');
  const bar = toolbar(page);
  await expect(bar).toHaveCSS('position', 'sticky');
  await expect(bar).not.toHaveClass(/toolbar--scrolled/);
  await expect(tool(page, 'Bold')).toHaveAttribute('title', 'Bold (Ctrl+B)');
  await editorArea(page).click();
  await page.keyboard.type('Line\n'.repeat(20));
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(bar).toHaveClass(/toolbar--scrolled/);
  const headerBottom = await page
    .locator('.site-header')
    .evaluate((header) => header.getBoundingClientRect().bottom);
  const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
  expect(Math.abs(barTop - headerBottom)).toBeLessThanOrEqual(2);

  await page.keyboard.press('Control+a');
  await tool(page, 'Bold').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tool(page, 'Italic')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tool(page, 'Italic')).toHaveAttribute('aria-pressed', 'true');
  await expect(editorArea(page).locator('em').first()).toHaveText('Line');
});

test('a server failure while publishing keeps the admin on the page with the text intact', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 500/);
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.route('**/api/guides', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'unavailable', message: 'The disk is full.' } }),
        })
      : route.fallback(),
  );
  await page.goto('/admin/guides/create');
  const title = `E2E failing guide ${Date.now()}`;
  await page.getByPlaceholder('Write your guide title...').fill(title);
  await editorArea(page).click();
  await page.keyboard.type('Words that must not be lost.');
  await page.getByRole('button', { name: 'Publish Guide' }).click();
  await expect(page.getByTestId('guide-editor-error')).toHaveText(
    'Failed to save guide: The disk is full.',
  );
  await expect(page).toHaveURL('/admin/guides/create');
  await expect(page.getByPlaceholder('Write your guide title...')).toHaveValue(title);
  await expect(editorArea(page)).toHaveText('Words that must not be lost.');
});

test('an edit based on a stale version reports the conflict and keeps the text', async ({
  page,
  baseURL,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 409/);
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  const server = await adminApi(baseURL!);
  const guide = await server.create({ title: `E2E conflict ${Date.now()}`, content: '<p>v1</p>' });
  try {
    await page.goto(`/admin/guides/edit/${guide.id}`);
    await expect(editorArea(page)).toHaveText('v1');
    await server.update(guide.id, { title: guide.title, content: '<p>theirs</p>' }, guide.version);
    await editorArea(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' mine');
    await page.getByRole('button', { name: 'Publish Guide' }).click();
    await expect(page.getByTestId('guide-editor-error')).toContainText(
      'Failed to save guide: This guide was changed by someone else',
    );
    await expect(editorArea(page)).toHaveText('v1 mine');
    await page.getByRole('button', { name: 'Keep my text and replace their version' }).click();
    // Their version is fetched first; the notice goes once the edit is based on it.
    await expect(page.getByTestId('guide-editor-error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish Guide' }).click();
    await expect(page).toHaveURL('/guides');
    const saved = (await server.list()).find((item) => item.id === guide.id);
    expect(saved?.content).toBe('<p style="text-align: left">v1 mine</p>');
  } finally {
    await server.remove(guide.id);
    await server.dispose();
  }
});

test('a draft survives a reload, and leaving with unsaved changes asks first', async ({ page }) => {
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/guides/create');
  await page.getByPlaceholder('Write your guide title...').fill('Draft title');
  await editorArea(page).click();
  await page.keyboard.type('Draft body');
  await page.getByLabel('Tags').fill('PvP, Beginners');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('guide-draft:new')))
    .toContain('PvP, Beginners');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText('Restored your unsaved draft')).toBeVisible();
  await expect(page.getByPlaceholder('Write your guide title...')).toHaveValue('Draft title');
  await expect(editorArea(page)).toHaveText('Draft body');
  await expect(page.getByLabel('Tags')).toHaveValue('PvP, Beginners');

  await page.getByRole('link', { name: 'Hero Guide', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('You have unsaved changes. Leave this page?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/admin/guides/create');

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByPlaceholder('Write your guide title...')).toHaveValue('');
  await expect(page.getByLabel('Tags')).toHaveValue('');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guide-draft:new'))).toBeNull();
  await page.getByRole('link', { name: 'Hero Guide', exact: true }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/admin/guides/create');
  await page.getByPlaceholder('Write your guide title...').fill('Leaving anyway');
  await page.getByRole('link', { name: 'Hero Guide', exact: true }).click();
  await confirm.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/');
});

const STATIC_GUIDES = [
  { path: '/guides/pets', heading: 'Pets Guide', facts: [/up to 3 times per\s+day/] },
  { path: '/guides/war-spirit', heading: 'War Spirits Guide', facts: [/war spirit/i] },
  {
    path: '/guides/codex',
    heading: 'Codex Guide',
    facts: [
      /Starhub heroes: 20 energy/,
      /Mythic heroes: 15/,
      /Legendary heroes: 10/,
      /Red heroes: 5/,
    ],
  },
  { path: '/guides/upgrade-priority', heading: 'PvP Upgrade Priority', facts: [/PvP/] },
];

test('the four static guides render their facts without data calls, and lead back', async ({
  page,
}) => {
  const guideCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/guides')) guideCalls.push(request.url());
  });
  for (const { path, heading, facts } of STATIC_GUIDES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText('By the Hero Guide community', { exact: true })).toBeVisible();
    for (const fact of facts) await expect(page.locator('main')).toContainText(fact);
    await page.getByRole('link', { name: 'Back to Guides' }).click();
    await expect(page).toHaveURL('/guides');
    await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
    guideCalls.length = 0;
  }
  // From the list, the featured card opens the static page, not a lookup of id "pets".
  await page.getByRole('link', { name: 'Pets Guide' }).click();
  await expect(page).toHaveURL('/guides/pets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pets Guide');
  expect(guideCalls).toEqual([]);
});

test('a visitor reading a guide downloads no editor or admin code', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const guide = await api.create({
    title: `E2E visitor load ${Date.now()}`,
    content: '<h2>Read me</h2><p>Only reading code is needed here.</p>',
  });
  const scripts = recordDownloadedScripts(page);
  try {
    await page.goto(`/guides/${guide.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
    await expect(page.getByRole('heading', { level: 2, name: 'Read me' })).toBeVisible();
    expectNoForbiddenCode(await scripts.read());
  } finally {
    await api.remove(guide.id);
    await api.dispose();
  }
});

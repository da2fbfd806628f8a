import type { Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { adminApi } from './guidesApi';
import { test, expect, signInAsAdmin } from './fixtures';
import { PHONE } from './pageChecks';

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting' });
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true });
const editorArea = (page: Page) => page.getByRole('textbox', { name: 'Guide content' });
const titleInput = (page: Page) => page.getByPlaceholder('Write your guide title...');
const publishButton = (page: Page) => page.getByRole('button', { name: 'Publish Guide' });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Please confirm' });

/** Writes a title and some content into a fresh editor. */
async function writeGuide(page: Page, title: string, body: string) {
  await titleInput(page).fill(title);
  await editorArea(page).click();
  await page.keyboard.type(body);
}

test('Enter in the title moves to the content and saves nothing; publishing and updating say so in a toast', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const title = `E2E enter in title ${Date.now()}`;
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/guides') && request.method() !== 'GET') {
      writes.push(`${request.method()} ${request.url()}`);
    }
  });
  try {
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/guides/create');
    await writeGuide(page, title, 'the body');

    await titleInput(page).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(editorArea(page)).toBeFocused();
    await page.keyboard.type('Start of ');
    await expect(editorArea(page)).toHaveText('Start of the body');
    await expect(titleInput(page)).toHaveValue(title);
    await expect(page).toHaveURL('/admin/guides/create');
    expect(writes).toEqual([]);
    expect((await api.list()).some((guide) => guide.title === title)).toBe(false);

    await publishButton(page).click();
    await expect(page).toHaveURL('/guides');
    await expect(page.getByTestId('toast').filter({ hasText: 'Guide published.' })).toBeVisible();
    const stored = (await api.list()).find((guide) => guide.title === title);
    expect(stored).toBeDefined();

    await page.goto(`/admin/guides/edit/${stored!.id}`);
    await expect(editorArea(page)).toHaveText('Start of the body');
    await titleInput(page).fill(`${title} (edited)`);
    await publishButton(page).click();
    await expect(page).toHaveURL('/guides');
    await expect(page.getByTestId('toast').filter({ hasText: 'Guide updated.' })).toBeVisible();
  } finally {
    const mine = (await api.list()).filter((guide) => guide.title.startsWith(title));
    for (const guide of mine) await api.remove(guide.id);
    await api.dispose();
  }
});

test('the required-fields message goes as soon as title and content are both there', async ({
  page,
}) => {
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/guides/create');
  const error = page.getByTestId('guide-editor-error');
  const forcePublish = () =>
    page.locator('form.guide-editor').evaluate((form: HTMLFormElement) => form.requestSubmit());

  await titleInput(page).fill('Only a title');
  await forcePublish();
  await expect(error).toHaveText('Title and content are required');

  await editorArea(page).click();
  await page.keyboard.type('Now some content');
  await expect(error).toHaveCount(0);
  await expect(publishButton(page)).toBeEnabled();

  // Emptying a field again does not bring the message back: only a new failed publish does.
  await titleInput(page).fill('');
  await expect(error).toHaveCount(0);
  await forcePublish();
  await expect(error).toHaveText('Title and content are required');
  await expect(page).toHaveURL('/admin/guides/create');
});

test("the draft's title message goes as soon as a title is typed", async ({ page }) => {
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/guides/create');
  const error = page.getByTestId('guide-editor-error');
  await editorArea(page).click();
  await page.keyboard.type('Content without a title');

  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(error).toHaveText('A draft needs a title');
  await titleInput(page).fill('   ');
  await expect(error).toHaveText('A draft needs a title');

  await titleInput(page).fill('A title at last');
  await expect(error).toHaveCount(0);
  await expect(page).toHaveURL('/admin/guides/create');
});

test('the browser Back button and reload ask before unsaved work is lost; Cancel keeps the page with the menu closed, after a link or Back', async ({
  page,
}) => {
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/guides');
  await page.getByRole('link', { name: 'Create New Guide' }).click();
  await expect(page).toHaveURL('/admin/guides/create');
  await writeGuide(page, 'Unsaved title', 'Unsaved words');

  // A link in the menu (a phone's, below 1024 px) asks; Cancel closes the menu and keeps everything.
  await page.setViewportSize({ width: 800, height: 900 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Heroes' })
    .click();
  await expect(leaveDialog(page)).toContainText('You have unsaved changes. Leave this page?');
  await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page).toHaveURL('/admin/guides/create');

  // Back asks, the menu open or not; Cancel stays on the editor with the work there, menu closed.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await page.goBack();
  await expect(leaveDialog(page)).toContainText('You have unsaved changes. Leave this page?');
  await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
  await expect(page).toHaveURL('/admin/guides/create');
  await expect(titleInput(page)).toHaveValue('Unsaved title');
  await expect(editorArea(page)).toHaveText('Unsaved words');

  // Reload asks with the browser's own prompt.
  const dialogTypes: string[] = [];
  page.once('dialog', (dialog) => {
    dialogTypes.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(dialogTypes).toEqual(['beforeunload']);
  await expect(page.getByText('Restored your unsaved draft')).toBeVisible();

  // Back again, and this time leave.
  await page.goBack();
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/guides');
  await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
});

/** How many rows the toolbar's buttons sit on. */
const toolbarRows = (page: Page) =>
  toolbar(page).evaluate(
    (bar) =>
      new Set(
        [...bar.querySelectorAll('button')].map((button) =>
          Math.round(button.getBoundingClientRect().top),
        ),
      ).size,
  );

/** The toolbar's buttons not wholly inside both the toolbar and the screen, by name. */
const cutButtons = (page: Page) =>
  toolbar(page).evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    return [...bar.querySelectorAll('button')]
      .filter((button) => {
        const rect = button.getBoundingClientRect();
        return (
          rect.left < Math.max(box.left, 0) - 0.5 ||
          rect.right > Math.min(box.right, window.innerWidth) + 0.5
        );
      })
      .map((button) => button.getAttribute('aria-label'));
  });

test('the toolbar names every control in words, wraps on a phone with every button in view, takes one row at 1280 px, and keeps its arrow keys', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/guides/create');
  const bar = toolbar(page);
  await expect(tool(page, 'Bold')).toBeVisible();

  const faces = await bar
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
  expect(faces.length).toBeGreaterThanOrEqual(20);
  for (const face of faces) expect(face, 'a button face with a word').toMatch(/[A-Za-z]{2,}|H\d/);
  await expect(tool(page, 'Preview')).toContainText('Preview');
  await expect(tool(page, 'Insert image')).toContainText('Image');

  // On a phone the groups wrap onto more rows: nothing scrolls sideways, neither the toolbar nor
  // the page, and no button is cut.
  expect(await toolbarRows(page)).toBeGreaterThan(1);
  expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await cutButtons(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  for (const name of ['Heading 3', 'Redo', 'Preview']) {
    await expect(tool(page, name)).toBeInViewport({ ratio: 1 });
  }

  // Arrow keys walk the buttons, across the rows.
  await tool(page, 'Bold').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tool(page, 'Italic')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tool(page, 'Preview')).toBeFocused();
  // Undo and Redo are disabled on a new guide: the key skips them.
  await page.keyboard.press('ArrowLeft');
  await expect(tool(page, 'Insert image')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tool(page, 'Bold')).toBeFocused();

  // On a desktop: one row that shows every button without scrolling.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => toolbarRows(page)).toBe(1);
  expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await cutButtons(page)).toEqual([]);
});

test('a pressed toolbar button keeps its pressed colours under the pointer, so Preview stays readable after a click or tap', async ({
  page,
}) => {
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/guides/create');
  // The click leaves the pointer over the button, as a tap does on a phone.
  await tool(page, 'Preview').click();
  await expect(tool(page, 'Preview')).toHaveAttribute('aria-pressed', 'true');
  const colours = await tool(page, 'Preview').evaluate((button) => {
    const probe = document.createElement('span');
    probe.style.background = 'var(--accent)';
    probe.style.color = 'var(--on-accent)';
    button.parentElement!.append(probe);
    const expected = getComputedStyle(probe);
    const shown = getComputedStyle(button);
    const result = {
      background: [shown.backgroundColor, expected.backgroundColor],
      text: [shown.color, expected.color],
    };
    probe.remove();
    return result;
  });
  expect(colours.background[0]).toBe(colours.background[1]);
  expect(colours.text[0]).toBe(colours.text[1]);
});

import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, BASE_PATH_ORIGIN } from '../../playwright.config';
import { fileNameOf } from '../../src/domain/files';
import { test, expect, signInAsAdmin } from './fixtures';
import { mediaApi } from './mediaApi';

/**
 * The media library (`/admin/media`) in Chromium against the real server. "Delete all unused"
 * deletes every unused file of the server, uploads that other specs have not saved into a record
 * yet included: so these tests run on the base-path instance, where no other spec uploads, and
 * one after the other.
 */
test.use({ baseURL: BASE_PATH_ORIGIN });
test.describe.configure({ mode: 'serial' });

const BASE = '/guide/';
const SITE = `${BASE_PATH_ORIGIN}${BASE}`;
const PAGE = `${BASE}admin/media`;

const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

const cardOf = (page: Page, name: string) =>
  page
    .getByTestId('media-file')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function confirmInDialog(page: Page, question: string) {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

async function expectLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('lists files with their usage; used files cannot be deleted; unused ones can, one or all', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const api = await mediaApi(SITE);
  const tag = stamp();
  const heroName = `Media Hero ${tag}`;
  const guideTitle = `Media Guide ${tag}`;
  const made: { heroes: string[]; guides: string[]; files: string[] } = {
    heroes: [],
    guides: [],
    files: [],
  };
  try {
    const heroFile = await api.upload('heroes', `portrait${tag}.png`);
    const guideFile = await api.upload('guides', `chart${tag}.png`);
    const spareA = await api.upload('media', `sparea${tag}.png`);
    const spareB = await api.upload('media', `spareb${tag}.png`);
    made.files.push(heroFile.path, guideFile.path, spareA.path, spareB.path);
    const hero = await api.createHero(heroName, heroFile.path);
    made.heroes.push(hero.id);
    const guide = await api.createGuide(
      guideTitle,
      `<p>The chart:</p><img src="${guideFile.url}" alt="chart">`,
    );
    made.guides.push(guide.id);

    await signInAsAdmin(page, ADMIN.email, ADMIN.password, BASE);
    await page.goto(BASE);
    // On the phone the admin bar's links show once "Admin pages" is pressed.
    await page.getByTestId('admin-bar').getByRole('button', { name: 'Admin pages' }).click();
    await page.getByTestId('admin-bar').getByRole('link', { name: 'Media', exact: true }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();

    // Each file: thumbnail named after the file, name, size, date, and where it is used.
    const heroCard = cardOf(page, fileNameOf(heroFile.path));
    await expect(heroCard.getByRole('link', { name: heroName })).toHaveAttribute(
      'href',
      `${BASE}heroes/${hero.id}`,
    );
    await expectLoaded(heroCard.getByRole('img', { name: fileNameOf(heroFile.path) }));
    await expect(heroCard).toContainText(/\d+(\.\d)? (B|KB)/);
    await expect(heroCard.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    const guideCard = cardOf(page, fileNameOf(guideFile.path));
    await expect(guideCard.getByRole('link', { name: guideTitle })).toHaveAttribute(
      'href',
      `${BASE}guides/${guide.id}`,
    );
    for (const spare of [spareA, spareB]) {
      await expect(cardOf(page, fileNameOf(spare.path))).toContainText('Not used');
    }
    // Newest first.
    const order = await page
      .getByTestId('media-file')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-path')));
    const mine = [spareB, spareA, guideFile, heroFile].map((file) => file.path);
    expect(order.filter((path) => mine.includes(path!))).toEqual(mine);

    // The page fits a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // A used file offers no way to delete it.
    for (const card of [heroCard, guideCard]) {
      await expect(card.getByRole('button', { name: /^Delete / })).toBeDisabled();
      await expect(card).toContainText('In use: it can be deleted once nothing shows it.');
    }

    // One unused file.
    const nameA = fileNameOf(spareA.path);
    await cardOf(page, nameA)
      .getByRole('button', { name: `Delete ${nameA}` })
      .click();
    await confirmInDialog(page, `Are you sure you want to delete ${nameA}?`);
    await expect(toast(page, `File ${nameA} deleted.`)).toBeVisible();
    await expect(cardOf(page, nameA)).toHaveCount(0);

    // Then every unused one, from the Unused view.
    await page.getByRole('radio', { name: /^Unused \(\d+\)$/ }).check();
    await expect(page).toHaveURL(`${PAGE}?show=unused`);
    await expect(heroCard).toHaveCount(0);
    await expect(cardOf(page, fileNameOf(spareB.path))).toBeVisible();
    const deleteAll = page.getByRole('button', { name: /^Delete all unused \(\d+\)$/ });
    const count = Number((await deleteAll.textContent())!.match(/\((\d+)\)/)![1]);
    expect(count).toBeGreaterThanOrEqual(1);
    await deleteAll.click();
    const files = `${count} unused ${count === 1 ? 'file' : 'files'}`;
    await confirmInDialog(page, `Are you sure you want to delete the ${files}?`);
    await expect(toast(page, `Deleted ${files}.`)).toBeVisible();
    await expect(page.getByText('Every file is in use.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete all unused (0)' })).toBeDisabled();

    // The used files remain, on the page and on the server.
    await page.getByRole('radio', { name: /^All \(\d+\)$/ }).check();
    await expect(heroCard).toBeVisible();
    await expect(guideCard).toBeVisible();
    const stored = (await api.list()).map((file) => file.path);
    expect(stored).toEqual(expect.arrayContaining([heroFile.path, guideFile.path]));
    expect(stored).not.toContain(spareA.path);
    expect(stored).not.toContain(spareB.path);
    expect((await page.request.get(`${SITE}files/${heroFile.path}`)).status()).toBe(200);

    // "Used by" leads to the record.
    await guideCard.getByRole('link', { name: guideTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: guideTitle })).toBeVisible();
  } finally {
    for (const id of made.heroes) await api.remove('heroes', id);
    for (const id of made.guides) await api.remove('guides', id);
    for (const path of made.files) await api.removeFile(path);
    await api.dispose();
  }
});

const PAYLOADS = readFileSync(new URL('../fixtures/xss-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim());

test('file names and usage labels from the XSS corpus are shown as text and run nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await mediaApi(SITE);
  const tag = stamp();
  const guides: string[] = [];
  const files: string[] = [];
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    // Each payload names an upload, and titles a guide that shows it.
    const titles: string[] = [];
    for (const [index, payload] of PAYLOADS.entries()) {
      const file = await api.upload('guides', payload);
      files.push(file.path);
      const title = `${payload} #${tag}-${index}`;
      const guide = await api.createGuide(title, `<p>${index}</p><img src="${file.url}" alt="">`);
      guides.push(guide.id);
      titles.push(guide.title);
    }
    // And one that nothing shows, to open its delete question.
    const unused = await api.upload('media', PAYLOADS[0]!);
    files.push(unused.path);

    await signInAsAdmin(page, ADMIN.email, ADMIN.password, BASE);
    await page.goto(PAGE);
    const cardAt = (path: string) =>
      page.locator(`[data-testid="media-file"][data-path="${path}"]`);
    for (const path of files) {
      await expect(cardAt(path).getByRole('heading', { level: 2 })).toHaveText(fileNameOf(path));
    }
    const linkTexts = await page
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.textContent));
    for (const title of titles) expect(linkTexts).toContain(title);

    const unusedName = fileNameOf(unused.path);
    await cardAt(unused.path)
      .getByRole('button', { name: `Delete ${unusedName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog).toContainText(`Are you sure you want to delete ${unusedName}?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    const live = await page
      .locator('main')
      .evaluate((root) =>
        [...root.querySelectorAll('*')].flatMap((element) => [
          ...(['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'FORM', 'STYLE'].includes(
            element.tagName.toUpperCase(),
          )
            ? [element.tagName]
            : []),
          ...[...element.attributes]
            .filter((attribute) => attribute.name.startsWith('on'))
            .map((attribute) => `${element.tagName} ${attribute.name}`),
        ]),
      );
    expect(live).toEqual([]);
    expect(dialogs).toEqual([]);
  } finally {
    for (const id of guides) await api.remove('guides', id);
    for (const path of files) await api.removeFile(path);
    await api.dispose();
  }
});

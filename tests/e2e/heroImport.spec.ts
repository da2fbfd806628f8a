import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { axeViolations } from './axe';
import { test, expect, signInAsAdmin } from './fixtures';
import {
  heroListTest,
  createHero,
  fixturePath,
  listHeroes,
  removeHeroes,
  stamp,
} from './heroesApi';

/**
 * Hero import with its preview, in Chromium against the real server. The seeded heroes are shared
 * with every spec running meanwhile: the one test that updates a seeded hero (Aurelia) puts it
 * back with the sample file, and keeps a hero of its tier so the tier filter never loses it.
 */
const AURELIA = 'Aurelia the Dawnblade';
const MIXED_NEW_NAMES = ['Minimal Hero', 'Unknown Tier Hero', 'Unicode ✦ Héroïne 龍'];

const jsonUpload = (entries: unknown[]) => ({
  name: 'heroes.json',
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(entries)),
});

const preview = (page: Page) => page.getByRole('region', { name: 'Import preview' });

async function openHeroes(page: Page) {
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  // Filtered to nothing at first, so rows of other specs' heroes never load (they may be deleted).
  await page.goto(`/heroes?q=${stamp()}`);
}

heroListTest(
  'the preview comes before any write; importing the sample then the mixed file updates Aurelia',
  async ({ page, adminApi: api }) => {
    const keeper = await createHero(api, { tier: 'Meta' });
    const before = new Set((await listHeroes(api)).map((hero) => hero.id));
    const aureliaRows = () =>
      page.getByTestId('hero-row').filter({ hasText: AURELIA }).locator('visible=true');
    await openHeroes(page);
    const picker = page.getByLabel('Import Heroes (JSON file)');
    try {
      await picker.setInputFiles(fixturePath('heroes-sample.json'));
      await expect(preview(page)).toContainText('12 heroes unchanged');
      await expect(preview(page)).not.toContainText('New heroes');
      await expect(preview(page)).toContainText('Nothing to import: no new or changed heroes.');
      // Nothing to confirm: only Cancel is offered.
      await expect(preview(page).getByRole('button', { name: 'Confirm import' })).toHaveCount(0);
      await preview(page).getByRole('button', { name: 'Cancel' }).click();
      await expect(preview(page)).toHaveCount(0);

      await picker.setInputFiles(fixturePath('heroes-mixed.json'));
      await expect(preview(page)).toContainText('New heroes (3):');
      await expect(preview(page)).toContainText('Heroes to update (1):');
      const update = preview(page).getByTestId('import-update');
      await expect(update).toContainText(AURELIA);
      await expect(update).toContainText('tier: Meta → SS');
      await expect(preview(page)).toContainText('Skipped 3 empty templates');
      await preview(page).getByRole('button', { name: 'Cancel' }).click();
      const afterCancel = await listHeroes(api);
      expect(afterCancel.filter((hero) => hero.name === AURELIA)).toMatchObject([{ tier: 'Meta' }]);
      expect(afterCancel.filter((hero) => MIXED_NEW_NAMES.includes(hero.name))).toEqual([]);

      await picker.setInputFiles(fixturePath('heroes-mixed.json'));
      await preview(page).getByRole('button', { name: 'Confirm import' }).click();
      await expect(page.getByText('Successfully imported 3 heroes', { exact: true })).toBeVisible();
      await expect(page.getByText('Updated 1 hero', { exact: true })).toBeVisible();
      await expect(page.getByText('Skipped 3 empty templates')).toBeVisible();

      await page.getByRole('searchbox', { name: 'Search by name' }).fill('Aurelia');
      await expect(aureliaRows()).toHaveCount(1);
      await expect(aureliaRows()).toContainText('Tier: SS');
    } finally {
      // Heroes other tests make meanwhile (all named "E2E …") are theirs to remove.
      const added = (await listHeroes(api)).filter(
        (hero) => !before.has(hero.id) && !hero.name.startsWith('E2E '),
      );
      expect(added.map((hero) => hero.name).sort()).toEqual([...MIXED_NEW_NAMES].sort());
      await removeHeroes(api, added);
      // Aurelia back as seeded (the sample file is the seed's content; the image stays).
      const file = JSON.parse(await readFile(fixturePath('heroes-sample.json'), 'utf8'));
      const restored = await api.post('api/heroes/import', { data: { file } });
      expect(restored.status()).toBe(200);
      await removeHeroes(api, [keeper]);
    }
  },
);

test('the result of a long import shows where it was confirmed, each count in its right number', async ({
  page,
  adminApi: api,
}) => {
  const run = stamp();
  const names = Array.from({ length: 40 }, (_, index) => `E2E Long ${run} ${index + 1}`);
  const picker = page.getByLabel('Import Heroes (JSON file)');
  const confirm = preview(page).getByRole('button', { name: 'Confirm import' });
  const result = page.getByRole('status', { name: 'Import result' });
  await openHeroes(page);
  try {
    await picker.setInputFiles(jsonUpload(names.map((name) => ({ name, tier: 'B' }))));
    await expect(preview(page)).toContainText('New heroes (40):');
    // The preview's heading follows the page's own (h1) in order.
    await expect(preview(page).getByRole('heading', { level: 2 })).toHaveText('Import preview');
    const headings = { runOnly: { type: 'rule' as const, values: ['heading-order'] } };
    expect(await axeViolations(page, headings)).toEqual([]);

    // Confirmed at the foot of a preview longer than the screen.
    await confirm.scrollIntoViewIfNeeded();
    await expect(
      preview(page).getByRole('heading', { name: 'Import preview' }),
    ).not.toBeInViewport();
    await confirm.click();
    await expect(result).toHaveText('Successfully imported 40 heroes');
    await expect(result).toBeInViewport();
    await expect(result).toBeFocused();
    await expect(page.getByTestId('toast')).toContainText('Successfully imported 40 heroes.');

    // One of them again, changed: one hero updated, and no line saying none were imported.
    await picker.setInputFiles(jsonUpload([{ name: names[0], tier: 'A' }]));
    await expect(preview(page)).toContainText('Heroes to update (1):');
    await confirm.click();
    await expect(result).toHaveText('Updated 1 hero');
    await expect(result).toBeInViewport();
  } finally {
    await removeHeroes(
      api,
      (await listHeroes(api)).filter((hero) => names.includes(hero.name)),
    );
  }
});

test('an entry naming a picked image gets that image', async ({ page, adminApi: api }) => {
  const name = `E2E Pictured ${stamp()}`;
  await openHeroes(page);
  try {
    await page
      .getByLabel('Hero images for the import')
      .setInputFiles([fixturePath('uploads/valid.png'), fixturePath('uploads/valid.jpg')]);
    await page
      .getByLabel('Import Heroes (JSON file)')
      .setInputFiles(jsonUpload([{ name, tier: 'a', image: 'VALID.png' }]));
    await expect(preview(page)).toContainText(`New heroes (1):`);
    await expect(preview(page)).toContainText(`VALID.png for ${name}`);
    await preview(page).getByRole('button', { name: 'Confirm import' }).click();
    await expect(page.getByText('Successfully imported 1 hero', { exact: true })).toBeVisible();

    const hero = (await listHeroes(api)).find((one) => one.name === name);
    expect(hero).toMatchObject({
      tier: 'A',
      imagePath: expect.stringMatching(/^heroes\/\d+-valid\.png$/),
    });
    await page.goto(`/heroes/${hero!.id}`);
    const image = page.getByRole('img', { name });
    await expect(image).toHaveAttribute('src', hero!.imageUrl);
    await expect(image).toHaveJSProperty('complete', true);
    expect(
      await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
    ).toBeGreaterThan(0);
  } finally {
    await removeHeroes(
      api,
      (await listHeroes(api)).filter((hero) => hero.name === name),
    );
  }
});

test('the hero form stores a typed known tier in its canonical spelling', async ({
  page,
  adminApi: api,
}) => {
  const hero = await createHero(api, { tier: 'A' });
  try {
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto(`/heroes?q=${encodeURIComponent(hero.name)}`);
    await page.getByRole('button', { name: `Edit ${hero.name}` }).click();
    const form = page.getByRole('form', { name: `Edit ${hero.name}` });
    await form.getByLabel('Tier').fill(' s + ');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form).toHaveCount(0);
    expect((await listHeroes(api)).find((one) => one.id === hero.id)?.tier).toBe('S+');
  } finally {
    await removeHeroes(api, [hero]);
  }
});

test('the preview shows build notes as they would be stored, runs none of their HTML, names a changed rating by its game mode, a field of the wrong type and a mode the site does not have', async ({
  page,
  adminApi: api,
}) => {
  const hero = await createHero(api, { buildNotes: '<p>Old</p>' });
  const hostile =
    '<p onmouseover="window.__xss=1">New</p><script>window.__xss=1</script><a href="javascript:window.__xss=1">link</a>';
  const typed = `${hero.name} typed`;
  const unknownMode = `${hero.name} raided`;
  await openHeroes(page);
  try {
    // The hero as the API gives it, but its ratings by mode name (the sample site's Arena).
    const arena = { arena: { tier: ' s ', reason: 'Bursts down healers.' } };
    await page.getByLabel('Import Heroes (JSON file)').setInputFiles(
      jsonUpload([
        { ...hero, buildNotes: hostile, ratings: arena },
        { name: typed, tier: 'S', recommendedPet: 'Cinder Fox' },
        { name: unknownMode, tier: 'S', ratings: { Raid: { tier: 'S' } } },
      ]),
    );
    await expect(preview(page)).toContainText('Heroes to update (1):');
    await expect(preview(page)).toContainText('buildNotes: <p>Old</p> → <p>New</p>');
    await expect(preview(page)).toContainText('Arena rating: (empty) → S — Bursts down healers.');
    await expect(preview(page)).not.toContainText('onmouseover');
    await expect(preview(page)).not.toContainText('<script');
    await expect(preview(page)).toContainText(
      `Failed to import ${typed}: recommendedPet: Expected a list of names.`,
    );
    await expect(preview(page)).toContainText(
      `Failed to import ${unknownMode}: ratings: No game mode is named “Raid”.`,
    );
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await preview(page).getByRole('button', { name: 'Cancel' }).click();
    expect((await listHeroes(api)).find((one) => one.id === hero.id)).toMatchObject({
      buildNotes: '<p>Old</p>',
      ratings: [],
    });
  } finally {
    await removeHeroes(api, [hero]);
  }
});

test('a file starting with a byte order mark is read like any other', async ({ page }) => {
  const name = `E2E BOM ${stamp()}`;
  await openHeroes(page);
  const file = jsonUpload([{ name, tier: 'S' }]);
  await page.getByLabel('Import Heroes (JSON file)').setInputFiles({
    ...file,
    buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), file.buffer]),
  });
  await expect(preview(page)).toContainText('New heroes (1):');
  await expect(preview(page)).toContainText(name);
  await preview(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(preview(page)).toHaveCount(0);
});

test('a file that is not JSON is refused in the browser and nothing is sent', async ({ page }) => {
  await openHeroes(page);
  const imports: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('api/heroes/import')) imports.push(request.url());
  });
  await page
    .getByLabel('Import Heroes (JSON file)')
    .setInputFiles(fixturePath('heroes-not-json.json'));
  await expect(page.getByText('Failed to read JSON file')).toBeVisible();
  expect(imports).toEqual([]);
});

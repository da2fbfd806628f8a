import { ADMIN } from '../../playwright.config';
import { MEDIA_SLOTS, type MediaSlot } from '../../src/domain/media';
import { test, expect, awaitHydrationOnNavigation, signInAsAdmin } from './fixtures';

const UPGRADE_LABELS = MEDIA_SLOTS.filter((slot) => slot.group === 'upgrade').map(
  (slot) => slot.label,
);
/** No other spec reads this slot; an earlier run may already have replaced its image. */
const REPLACED_SLOT = 'upgrade-goddess';

test('each of the 16 upgrade charts opens in a modal that closes by overlay and by Escape', async ({
  page,
}) => {
  await page.goto('/upgraderequirement');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Requirements' })).toBeVisible();
  expect(UPGRADE_LABELS).toHaveLength(16);
  const dialog = page.getByRole('dialog');
  for (const label of UPGRADE_LABELS) {
    const button = page.getByRole('button', { name: label, exact: true });
    for (const close of ['overlay', 'Escape'] as const) {
      await button.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: label })).toBeVisible();
      // The admin's image, or (none uploaded yet) the placeholder the page draws.
      const chart = dialog.getByRole('img', { name: label, exact: true });
      await expect(chart).toBeVisible();
      await expect
        .poll(() =>
          chart.evaluate(
            (element, name) =>
              element instanceof HTMLImageElement
                ? element.complete && element.naturalWidth > 0
                : element.textContent === `${name}Image coming soon`,
            label,
          ),
        )
        .toBe(true);
      if (close === 'overlay') await page.mouse.click(4, 4);
      else await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    }
  }
});

test('the talisman page shows two SPC and two SURV charts with captions', async ({ page }) => {
  await page.goto('/talisman');
  await expect(page.getByRole('heading', { level: 1, name: 'Talisman' })).toBeVisible();
  const figures = page.getByRole('figure');
  await expect(figures).toHaveCount(4);
  await expect(page.locator('figcaption')).toHaveText(['SPC', 'SPC', 'SURV', 'SURV']);
  for (const name of ['SPC 1', 'SPC 2', 'SURV 1', 'SURV 2']) {
    await expect(page.getByRole('img', { name: `${name} talisman chart` })).toBeVisible();
  }
  await expect(page.getByLabel(/Replace image/)).toHaveCount(0);
});

test('an admin replaces a chart and a visitor sees the new image; a non-image is refused', async ({
  page,
  browser,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 400/);
  const slotNow = async () =>
    ((await (await page.request.get('/api/media')).json()) as MediaSlot[]).find(
      (slot) => slot.id === REPLACED_SLOT,
    )!;
  const before = await slotNow();

  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/upgraderequirement');
  const input = page.getByLabel('Replace image: Goddess');

  const preview = page.getByRole('dialog', { name: 'Replace the Goddess image?' });
  await input.setInputFiles('tests/fixtures/uploads/script.svg');
  await preview.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Upload failed: Not a valid image: only PNG, JPEG, WebP, GIF or AVIF files are accepted.',
  );
  expect((await slotNow()).version).toBe(before.version);

  // Picking shows the current chart beside the new file; Cancel leaves the live chart alone.
  await input.setInputFiles('tests/fixtures/uploads/valid.png');
  await expect(preview).toBeVisible();
  await expect(preview.getByText('Current image')).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Current Goddess image' })).toHaveAttribute(
    'src',
    before.imageUrl,
  );
  const picked = preview.getByRole('img', { name: 'New Goddess image' });
  await expect(picked).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => picked.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toHaveCount(0);
  expect(await slotNow()).toEqual(before);

  await input.setInputFiles('tests/fixtures/uploads/valid.png');
  await preview.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByText('The Goddess image was replaced.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const after = await slotNow();
  expect(after.version).toBe(before.version + 1);
  expect(after.imageUrl).not.toBe(before.imageUrl);
  expect(after.imageUrl).toMatch(/\/files\/media\/\d+-valid\.png$/);

  const visitorContext = await browser.newContext();
  try {
    const visitor = awaitHydrationOnNavigation(await visitorContext.newPage());
    await visitor.goto('/upgraderequirement');
    await visitor.reload();
    await expect(visitor.getByLabel(/Replace image/)).toHaveCount(0);
    await visitor.getByRole('button', { name: 'Goddess', exact: true }).click();
    const image = visitor.getByRole('dialog').getByRole('img', { name: 'Goddess' });
    await expect(image).toHaveAttribute('src', after.imageUrl);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  } finally {
    await visitorContext.close();
  }
});

test("an admin's pick right after the page has hydrated is not lost while the admin code loads slowly", async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 400/);
  // The replace control's code arrives late, as on a slow phone network.
  await page.route('**/assets/ReplaceImage-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  // The fixture's goto waits for hydration; the file is picked at once.
  await page.goto('/upgraderequirement');
  await page
    .getByLabel('Replace image: Goddess')
    .setInputFiles('tests/fixtures/uploads/script.svg');
  await page
    .getByRole('dialog', { name: 'Replace the Goddess image?' })
    .getByRole('button', { name: 'Replace' })
    .click();
  await expect(page.getByRole('alert')).toContainText(
    'Upload failed: Not a valid image: only PNG, JPEG, WebP, GIF or AVIF files are accepted.',
  );
});

import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The zoomable chart viewer on the talisman and upgrade pages (docs/product.md#chart-viewer). */

const width = async (image: Locator) => (await image.boundingBox())!.width;

async function loaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('the viewer is downloaded on the first chart opened, not with the page', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/talisman');
  await expect(page.getByRole('img', { name: 'SPC 1 talisman chart' })).toBeVisible();
  expect(requested.filter((url) => /ChartViewer/.test(url))).toEqual([]);
  await page.getByRole('button', { name: 'SPC 1 talisman chart' }).click();
  await expect(page.getByRole('dialog', { name: 'SPC 1 talisman chart' })).toBeVisible();
  expect(requested.some((url) => /ChartViewer-[\w-]+\.js$/.test(url))).toBe(true);
});

test('zooms and pans with the keyboard, says the zoom level, and closes with Escape', async ({
  page,
}) => {
  await page.goto('/talisman');
  const opener = page.getByRole('button', { name: 'SURV 2 talisman chart' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'SURV 2 talisman chart' });
  const image = dialog.getByRole('img', { name: 'SURV 2 talisman chart' });
  const level = dialog.getByRole('status');
  await loaded(image);
  await expect(level).toHaveText('Zoom 100%');
  const start = await width(image);

  await page.keyboard.press('+');
  await expect(level).toHaveText('Zoom 150%');
  await page.keyboard.press('+');
  await expect(level).toHaveText('Zoom 200%');
  expect(await width(image)).toBeCloseTo(start * 2, 0);

  const before = (await image.boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const after = (await image.boundingBox())!;
  expect(after.x).toBeLessThan(before.x);
  expect(after.y).toBeLessThan(before.y);

  await page.keyboard.press('-');
  await expect(level).toHaveText('Zoom 150%');
  await page.keyboard.press('0');
  await expect(level).toHaveText('Zoom 100%');
  expect(await width(image)).toBeCloseTo(start, 0);

  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText('Zoom 150%');
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await expect(level).toHaveText('Zoom 100%');
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await dialog.getByRole('button', { name: 'Reset zoom' }).click();
  await expect(level).toHaveText('Zoom 100%');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Opened again, a chart starts at 100%.
  await opener.click();
  await expect(dialog.getByRole('status')).toHaveText('Zoom 100%');
});

/** Two fingers on the stage's centre, moved apart in steps, through Chromium's touch input. */
async function pinchOut(page: Page, stage: Locator, from: number, to: number) {
  const box = (await stage.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const fingers = (spread: number) => [
    { x: x - spread, y, id: 1 },
    { x: x + spread, y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (let spread = from; spread <= to; spread += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('a pinch zooms the chart on a touch screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/upgraderequirement');
  await page.getByRole('button', { name: 'Hero Star', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Hero Star' });
  const image = dialog.getByRole('img', { name: 'Hero Star', exact: true });
  await loaded(image);
  const start = await width(image);
  await pinchOut(page, dialog.getByRole('group', { name: /^Hero Star:/ }), 20, 100);
  // Fingers five times further apart: the chart grows about five times.
  await expect.poll(() => width(image)).toBeGreaterThan(start * 4);
  await expect(dialog.getByRole('status')).toHaveText(/^Zoom (4\d\d|5\d\d)%$/);
});

test('the mouse wheel zooms about the pointer', async ({ page }) => {
  await page.goto('/upgraderequirement');
  await page.getByRole('button', { name: 'Potential', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Potential' });
  const image = dialog.getByRole('img', { name: 'Potential', exact: true });
  await loaded(image);
  const start = await width(image);
  const box = (await dialog.getByRole('group', { name: /^Potential:/ }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -350);
  await expect.poll(() => width(image)).toBeGreaterThan(start * 1.5);
  await expect(dialog.getByRole('status')).not.toHaveText('Zoom 100%');
});

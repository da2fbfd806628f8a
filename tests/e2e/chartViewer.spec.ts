import { deflateSync, crc32 } from 'node:zlib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { MediaSlot } from '../../src/domain/media';
import { test, expect } from './fixtures';
import { COLOUR_RULES, axeViolations } from './axe';

/** The zoomable chart viewer on the talisman and upgrade pages (docs/product.md#chart-viewer). */

const width = async (chart: Locator) => (await chart.boundingBox())!.width;

/** The chart is shown once the viewer has measured it (and an image, once it has loaded). */
async function shown(chart: Locator) {
  await expect(chart).toBeVisible();
  await expect
    .poll(() =>
      chart.evaluate(
        (element) =>
          !(element instanceof HTMLImageElement) || (element.complete && element.naturalWidth),
      ),
    )
    .toBeTruthy();
}

/** "Zoom 43%" → 43. */
const zoomOf = async (level: Locator) =>
  Number(/^Zoom (\d+)%$/.exec((await level.textContent()) ?? '')?.[1] ?? NaN);

/** A PNG of `width` × `height` pixels, a gradient, made here: no fixture is this large. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows[y * (width + 1) + 1 + x] = (x + y) % 256;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The slot this file gives a real image, taller than any viewer (no other spec reads it). */
const TALL_SLOT = 'talisman-spc-2';
const TALL = { width: 900, height: 1400 };
/**
 * The upload's name, stored as "<time>-tallchart.png" (or with a suffix): a name the store keeps, so a test
 * finds the image already given and leaves it, instead of replacing the one the other worker's
 * page is showing (the replaced file is then the history's alone, and readers get a 404).
 */
const TALL_STEM = 'tallchart';

/**
 * Gives the slot a real image of TALL's size, once: tests of this file run at once in two
 * workers, so one that finds the slot just changed by the other reads it again.
 */
async function withTallChart(adminApi: APIRequestContext) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const slots = (await (await adminApi.get('api/media')).json()) as MediaSlot[];
    const slot = slots.find((candidate) => candidate.id === TALL_SLOT)!;
    if (!slot.isPlaceholder && slot.imageUrl.includes(`-${TALL_STEM}`)) return;
    const query = new URLSearchParams({ folder: 'media', name: `${TALL_STEM}.png` });
    const upload = await adminApi.post(`api/files?${query.toString()}`, {
      data: png(TALL.width, TALL.height),
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { path } = (await upload.json()) as { path: string };
    const set = await adminApi.put(`api/media/${TALL_SLOT}`, {
      data: { imagePath: path, baseVersion: slot.version },
    });
    if (set.status() === 200) return;
    expect(set.status(), await set.text()).toBe(409);
  }
  throw new Error(`${TALL_SLOT} could not be given its image`);
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

test('at 1280 × 800 a chart opens fitted whole in the view, and 100% shows its own pixels', async ({
  page,
  adminApi,
}) => {
  await withTallChart(adminApi);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/talisman');
  await page.getByRole('button', { name: 'SPC 2 talisman chart' }).click();
  const dialog = page.getByRole('dialog', { name: 'SPC 2 talisman chart' });
  const image = dialog.getByRole('img', { name: 'SPC 2 talisman chart' });
  const level = dialog.getByRole('status');
  await shown(image);
  const natural = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(natural).toBe(TALL.width);

  // The whole chart is in view: inside the stage, and the stage inside the window.
  const stage = (await dialog
    .getByRole('group', { name: /^SPC 2 talisman chart:/ })
    .boundingBox())!;
  const fitted = (await image.boundingBox())!;
  expect(stage.y).toBeGreaterThanOrEqual(0);
  expect(stage.y + stage.height).toBeLessThanOrEqual(800);
  expect(fitted.x).toBeGreaterThanOrEqual(stage.x - 0.5);
  expect(fitted.y).toBeGreaterThanOrEqual(stage.y - 0.5);
  expect(fitted.x + fitted.width).toBeLessThanOrEqual(stage.x + stage.width + 0.5);
  expect(fitted.y + fitted.height).toBeLessThanOrEqual(stage.y + stage.height + 0.5);
  // The tall chart fills the stage's height, and the zoom says how much of its size that is.
  expect(fitted.height).toBeCloseTo(stage.height, 0);
  await expect(level).toHaveText(`Zoom ${Math.round((fitted.width / natural) * 100)}%`);

  await dialog.getByRole('button', { name: '100%', exact: true }).click();
  await expect(level).toHaveText('Zoom 100%');
  await expect.poll(() => width(image)).toBeCloseTo(natural, 0);
  await dialog.getByRole('button', { name: 'Fit to view' }).click();
  await expect.poll(() => width(image)).toBeCloseTo(fitted.width, 0);
});

test('zooms and pans with the keyboard, says the zoom level, and closes with Escape', async ({
  page,
  adminApi,
}) => {
  await withTallChart(adminApi);
  await page.goto('/talisman');
  const opener = page.getByRole('button', { name: 'SPC 2 talisman chart' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'SPC 2 talisman chart' });
  const image = dialog.getByRole('img', { name: 'SPC 2 talisman chart' });
  const level = dialog.getByRole('status');
  await shown(image);
  await expect(level).toHaveText(/^Zoom \d+%$/);
  const fit = await level.textContent();
  const start = await width(image);
  expect(await zoomOf(level)).toBeLessThan(50);

  await page.keyboard.press('1');
  await expect(level).toHaveText('Zoom 100%');
  expect(await width(image)).toBeCloseTo(TALL.width, 0);
  await page.keyboard.press('+');
  await expect(level).toHaveText('Zoom 150%');
  await page.keyboard.press('+');
  await expect(level).toHaveText('Zoom 200%');
  expect(await width(image)).toBeCloseTo(TALL.width * 2, 0);

  const before = (await image.boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const after = (await image.boundingBox())!;
  expect(after.x).toBeLessThan(before.x);
  expect(after.y).toBeLessThan(before.y);

  await page.keyboard.press('-');
  await expect(level).toHaveText('Zoom 150%');
  await page.keyboard.press('0');
  await expect(level).toHaveText(fit!);
  expect(await width(image)).toBeCloseTo(start, 0);

  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText('Zoom 50%');
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await expect(level).toHaveText(fit!);
  await dialog.getByRole('button', { name: '100%', exact: true }).click();
  await expect(level).toHaveText('Zoom 100%');
  await dialog.getByRole('button', { name: 'Fit to view' }).click();
  await expect(level).toHaveText(fit!);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Opened again, a chart starts fitted.
  await opener.click();
  await expect(dialog.getByRole('status')).toHaveText(fit!);
});

/** The relative luminance of a computed `rgb(…)` colour, 0 (black) to 1 (white). */
const luminance = (chart: Locator, property: 'backgroundColor' | 'color') =>
  chart.evaluate((element, name) => {
    const colour = getComputedStyle(element)[name];
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  }, property);

test('a chart without an image follows the dark theme, on the page and in the viewer', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/talisman');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const onPage = page.getByRole('img', { name: 'SURV 1 talisman chart' });
  await expect(onPage).toContainText('Image coming soon');
  expect(await luminance(onPage, 'backgroundColor')).toBeLessThan(0.05);
  expect(await luminance(onPage, 'color')).toBeGreaterThan(0.6);
  expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);

  await page.getByRole('button', { name: 'SURV 1 talisman chart' }).click();
  const dialog = page.getByRole('dialog', { name: 'SURV 1 talisman chart' });
  const inViewer = dialog.getByRole('img', { name: 'SURV 1 talisman chart' });
  await shown(inViewer);
  await expect(inViewer).toContainText('Image coming soon');
  expect(await luminance(inViewer, 'backgroundColor')).toBeLessThan(0.05);
  expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
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
  const chart = dialog.getByRole('img', { name: 'Hero Star', exact: true });
  const level = dialog.getByRole('status');
  await shown(chart);
  const start = await width(chart);
  const startZoom = await zoomOf(level);
  await pinchOut(page, dialog.getByRole('group', { name: /^Hero Star:/ }), 20, 100);
  // Fingers five times further apart: the chart grows about five times.
  await expect.poll(() => width(chart)).toBeGreaterThan(start * 4);
  expect(await zoomOf(level)).toBeGreaterThan(startZoom * 4);
  expect(await zoomOf(level)).toBeLessThan(startZoom * 6);
});

test('the mouse wheel zooms about the pointer', async ({ page }) => {
  await page.goto('/upgraderequirement');
  await page.getByRole('button', { name: 'Potential', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Potential' });
  const chart = dialog.getByRole('img', { name: 'Potential', exact: true });
  await shown(chart);
  const start = await width(chart);
  const level = dialog.getByRole('status');
  await expect(level).toHaveText(/^Zoom \d+%$/);
  const fit = await level.textContent();
  const box = (await dialog.getByRole('group', { name: /^Potential:/ }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -350);
  await expect.poll(() => width(chart)).toBeGreaterThan(start * 1.5);
  await expect(level).not.toHaveText(fit!);
});

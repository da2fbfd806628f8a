import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { HERO_ADMIN_VIEWS } from './heroAdminViews';
import { VIEWPORTS, scrollSettled, test } from './layoutViews';
import { SITE_ADMIN_VIEWS } from './siteAdminViews';
import { PHONE } from './pageChecks';

/**
 * The frame around an admin's pages: every page of the admin bar has a view in the layout sweep,
 * the header and the admin bar leave a phone's screen to the page, and a field reached with the
 * keyboard shows below the sticky header.
 */

const ADMIN_VIEWS = [...HERO_ADMIN_VIEWS, ...SITE_ADMIN_VIEWS];

test.describe('the list of admin views', () => {
  test.use({ asAdmin: true });

  test('has every page of the admin bar', async ({ page }) => {
    await page.goto('/');
    // On a phone the links show once "Admin pages" is pressed.
    await page.getByTestId('admin-bar').getByRole('button', { name: 'Admin pages' }).click();
    const links = page.getByTestId('admin-bar').getByRole('link');
    await expect(links.first()).toBeVisible();
    const barPaths = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    );
    const covered = new Set(ADMIN_VIEWS.map((view) => view.path));
    expect(barPaths.filter((path) => !covered.has(path))).toEqual([]);
  });
});

/**
 * What a phone shows of the site's frame while an admin is signed in: the header and the admin bar
 * end within 100 px of a 740 px screen, the site's name on one line and whole, and every chart's
 * "Replace image" control shows its whole label (the browser's own file picker, squeezed into a
 * narrow box, read "N…n").
 */
async function phoneChromeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const bar = document.querySelector('[data-testid="admin-bar"]')!.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const bottom = Math.max(bar.bottom, header.bottom);
    if (bottom > 100) problems.push(`the header and the admin bar end at ${bottom}px`);
    const title = document.querySelector<HTMLElement>('.site-header__title')!;
    const lines = new Set(
      [...title.getClientRects()].map((rect) => Math.round(rect.top)).filter(Boolean),
    );
    const range = document.createRange();
    range.selectNodeContents(title);
    const textLines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (lines.size > 1 || textLines.size > 1) problems.push('the site name wraps');
    if (title.scrollWidth > title.clientWidth) problems.push('the site name is cut');
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      const name = input.getAttribute('aria-label') ?? input.id;
      const shown = input.getBoundingClientRect();
      // A file input on screen shows the browser's "Choose File · No file chosen": cut when
      // narrower than it would be on its own.
      if (shown.width > 1) {
        const alone = input.cloneNode() as HTMLInputElement;
        alone.style.cssText = 'position: absolute; width: max-content; visibility: hidden';
        document.body.append(alone);
        const natural = alone.getBoundingClientRect().width;
        alone.remove();
        if (natural > shown.width + 0.5) problems.push(`${name}: the file picker is cut`);
      }
      for (const label of input.labels ?? []) {
        const box = label.getBoundingClientRect();
        if (box.width === 0) continue;
        if (label.scrollWidth > label.clientWidth) problems.push(`${name}: its label is cut`);
      }
    }
    return problems;
  });
}

test.describe('the admin frame on a phone', () => {
  test.use({ asAdmin: true, viewport: PHONE });

  test('takes at most 100 px, with the site name on one line and no chart picker cut', async ({
    page,
  }) => {
    await page.goto('/upgraderequirement');
    await expect(page.getByTestId('admin-bar')).toBeVisible();
    await expect(page.getByLabel(/^Replace image: /)).toHaveCount(16);
    expect(await phoneChromeProblems(page)).toEqual([]);
    await page.goto('/talisman');
    await expect(page.getByLabel(/^Replace image: /).first()).toBeAttached();
    expect(await phoneChromeProblems(page)).toEqual([]);

    // "Admin pages" shows the links, and going to one closes them again.
    const bar = page.getByTestId('admin-bar');
    const toggle = bar.getByRole('button', { name: 'Admin pages' });
    await expect(bar.getByRole('link', { name: 'Trash' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await bar.getByRole('link', { name: 'Trash' }).click();
    await expect(page).toHaveURL('/admin/trash');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.getByRole('link', { name: 'Trash' })).toBeHidden();
    expect(await phoneChromeProblems(page)).toEqual([]);
  });
});

test.describe('keyboard focus and the sticky header', () => {
  test.use({ asAdmin: true });

  for (const viewport of VIEWPORTS) {
    test(`a field reached with Shift+Tab shows below the header, not under it, at ${viewport.width}px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/heroes');
      await page.getByRole('button', { name: 'Add New Hero' }).click();
      const form = page.getByRole('form', { name: 'Add New Hero' });
      const tier = form.getByLabel('Tier', { exact: true });
      await scrollSettled(page);
      await form.getByLabel('Description').focus();
      // The Tier field on the screen but under the header, as Shift+Tab up a long form finds it.
      await tier.evaluate((field) =>
        window.scrollTo(0, field.getBoundingClientRect().top + window.scrollY - 5),
      );
      await page.keyboard.press('Shift+Tab');
      await expect(tier).toBeFocused();
      await scrollSettled(page);
      const headerBottom = await page
        .locator('.site-header')
        .evaluate((header) => header.getBoundingClientRect().bottom);
      const fieldTop = await tier.evaluate((field) => field.getBoundingClientRect().top);
      expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);
    });
  }
});

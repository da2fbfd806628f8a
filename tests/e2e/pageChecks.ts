import type { Page } from '@playwright/test';
import { axeViolations, WCAG_AA } from './axe';

/** Whether the page fits its viewport's width: nothing to scroll sideways on a phone. */
export const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * axe's WCAG A/AA violations with the page at its top. The sticky header covers whatever scrolls
 * under it, which axe's target-size reads as an obscured control: the page is checked at one
 * defined position, not wherever a form's scroll into view happened to leave it (as
 * tests/e2e/adminLayout.spec.ts does).
 */
export async function axeAtTop(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return axeViolations(page, WCAG_AA);
}

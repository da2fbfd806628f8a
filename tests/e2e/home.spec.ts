import { test, expect } from './fixtures';

/** The home page's prompt names what the screen shows (docs/product.md#home). */

const MENU_PROMPT = 'Use the menu button at the top left for quick access to every section.';
const RAIL_PROMPT = 'Use the list on the left for quick access to every section.';

for (const { width, prompt, hidden, menuButton } of [
  { width: 360, prompt: MENU_PROMPT, hidden: RAIL_PROMPT, menuButton: true },
  { width: 1280, prompt: RAIL_PROMPT, hidden: MENU_PROMPT, menuButton: false },
]) {
  test(`at ${width} px the prompt names what is shown`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByText(prompt, { exact: true })).toBeVisible();
    await expect(page.getByText(hidden, { exact: true })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Open menu' });
    const rail = page.getByRole('navigation', { name: 'Sections' });
    if (menuButton) {
      await expect(menu).toBeVisible();
    } else {
      await expect(menu).toBeHidden();
      await expect(rail).toBeVisible();
      // The list on the left is where it says: beside the page, at its left.
      const railBox = (await rail.boundingBox())!;
      const promptBox = (await page.getByText(prompt, { exact: true }).boundingBox())!;
      expect(railBox.x + railBox.width).toBeLessThanOrEqual(promptBox.x);
    }
  });
}

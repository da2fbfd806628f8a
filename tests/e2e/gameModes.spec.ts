import type { Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import type { Hero } from '../../src/domain/hero';
import { awaitHydrationOnNavigation, expect, signInAsAdmin } from './fixtures';
import { createHero, createMode, heroListTest, removeHeroes, stamp } from './heroesApi';
import { PHONE } from './pageChecks';

/**
 * The tier list in a game mode (docs/product.md#game-modes), in Chromium against the real server:
 * a visitor on a phone, and an admin's quick edit of a hero's tier in that mode. The test makes its
 * own mode and heroes (unique names, the list filtered to them) and deletes them afterwards: the
 * sample data is shared with the specs running at the same time.
 */

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

heroListTest(
  'a visitor reads a mode’s tier list on a phone, compares and sorts; an admin’s quick edit shows and is listed under the mode',
  async ({ page, browser, baseURL, adminApi: api }) => {
    // A visitor's whole walk and an admin's edit: more than one page's worth of steps.
    heroListTest.slow();
    const tag = stamp();
    const mode = await createMode(api, {
      name: `Arena ${tag}`,
      description: 'Duels against other players.',
      position: 50,
    });
    const rated = (tier: string, reason: string) => [{ mode: mode.id, tier, reason }];
    const heroes: Hero[] = [
      await createHero(api, {
        name: `Duelist ${tag}`,
        tier: 'B',
        stats: { ATK: '900', DEF: '', HP: '', SPD: '' },
        ratings: rated('SS', 'Wins every duel she starts.'),
      }),
      await createHero(api, {
        name: `Bruiser ${tag}`,
        tier: 'Meta',
        stats: { ATK: '1,500', DEF: '', HP: '', SPD: '' },
        ratings: rated('C', 'Too slow against other players.'),
      }),
      await createHero(api, { name: `Farmer ${tag}`, tier: 'A' }),
    ];
    const [duelist, bruiser, farmer] = heroes as [Hero, Hero, Hero];
    const admin = await browser.newContext({ baseURL });
    try {
      await page.setViewportSize(PHONE);

      // The board in the mode: its tiers, each reason a tap away, the unrated heroes apart.
      await page.goto(`/heroes?view=board&q=${tag}`);
      await page
        .getByRole('navigation', { name: 'Game mode' })
        .getByRole('link', { name: mode.name })
        .click();
      await expect(page).toHaveURL(new RegExp(`mode=${mode.id}`));
      const rows = page.getByTestId('tier-row');
      await expect(rows.getByRole('heading')).toHaveText(['SS', 'C']);
      await expect(page.getByTestId('unrated-row')).toContainText(`Not rated in ${mode.name}`);
      await expect(page.getByTestId('unrated-row')).toContainText(farmer.name);
      const why = page.getByText(`Why C in ${mode.name}`);
      await why.click();
      await expect(page.getByText('Too slow against other players.')).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);

      // A reload keeps the mode.
      await page.reload();
      await expect(
        page.getByRole('navigation', { name: 'Game mode' }).getByRole('link', { name: mode.name }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(rows.getByRole('heading')).toHaveText(['SS', 'C']);

      // A tier's badge opens its line of the legend.
      await rows.first().getByRole('link', { name: 'SS' }).click();
      await expect(page.locator('#tier-legend')).toHaveAttribute('open', '');
      await expect(page.locator('#tier-ss')).toBeVisible();

      // Two heroes picked on the list, side by side.
      await page.getByRole('link', { name: 'List', exact: true }).click();
      await page.getByRole('checkbox', { name: `Compare ${duelist.name}` }).check();
      await page.getByRole('checkbox', { name: `Compare ${bruiser.name}` }).check();
      await page.getByRole('link', { name: 'Compare 2 heroes' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare heroes');
      const comparison = page.getByRole('region', { name: 'Comparison' });
      await expect(comparison.getByRole('columnheader')).toHaveText([
        new RegExp(duelist.name),
        new RegExp(bruiser.name),
      ]);
      await expect(
        comparison.getByRole('row', { name: new RegExp(`^${mode.name}`) }),
      ).toContainText('Wins every duel she starts.');
      expect(await noSidewaysScroll(page)).toBe(true);

      // The stats view, sorted by ATK.
      await page.goto(`/heroes?view=stats&q=${tag}`);
      await page.getByRole('columnheader', { name: 'ATK' }).getByRole('link').click();
      await expect(page).toHaveURL(/sort=atk&dir=desc/);
      await expect(page.getByRole('columnheader', { name: 'ATK' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      await expect(page.getByTestId('stats-row').getByRole('rowheader')).toHaveText([
        bruiser.name,
        duelist.name,
        farmer.name,
      ]);

      // An admin changes the duelist's tier in the mode without opening the whole form.
      // A page of its own context: its clicks wait for the app to hydrate, as the visitor's do.
      const adminPage = awaitHydrationOnNavigation(await admin.newPage());
      await signInAsAdmin(adminPage, ADMIN.email, ADMIN.password);
      await adminPage.goto(`/heroes?mode=${mode.id}&q=${tag}`);
      await adminPage.getByRole('button', { name: `Change tier of ${bruiser.name}` }).click();
      const dialog = adminPage.getByRole('dialog');
      await dialog.getByLabel(`Tier in ${mode.name}`).fill('S');
      await dialog.getByLabel('Reason').fill('Faster since the last update.');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(
        adminPage.getByTestId('toast').filter({ hasText: `Rating of ${bruiser.name}` }),
      ).toBeVisible();

      // The visitor's next load shows it, and the tier changes list it under the mode.
      await page.goto(`/heroes?mode=${mode.id}&q=${tag}`);
      await expect(
        page
          .getByTestId('hero-row')
          .filter({ hasText: bruiser.name })
          .getByText(/^Tier: /),
      ).toHaveText('Tier: S');
      await page.goto(`/tier-changes?mode=${mode.id}`);
      await expect(page.getByRole('listitem').filter({ hasText: bruiser.name })).toHaveText(
        `${bruiser.name}${mode.name}C → S ▲(up)`,
      );
    } finally {
      await admin.close();
      await removeHeroes(api, heroes);
      await api.delete(`api/modes/${mode.id}`);
    }
  },
);

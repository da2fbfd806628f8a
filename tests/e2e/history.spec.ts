import { readFile } from 'node:fs/promises';
import type { APIResponse } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { testHeroInput } from '../support/heroInput';
import type { Guide } from '../../src/domain/guide';
import type { Hero, HeroInput } from '../../src/domain/hero';
import { expect, signInAsAdmin } from './fixtures';
import { heroListTest } from './heroesApi';

/**
 * History and trash in Chromium against the real server: an admin undoes a delete from the trash
 * and puts back an earlier version of a hero, and the activity page shows both. The database is
 * shared with the other specs: this test makes its own guide and hero and removes them after.
 */
const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

const heroInput = (imagePath: string, overrides: Partial<HeroInput>): HeroInput =>
  testHeroInput({
    name: `History Hero ${stamp()}`,
    description: 'The first words.',
    imagePath,
    ...overrides,
  });

async function send<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return (answer.status() === 204 ? undefined : await answer.json()) as T;
}

heroListTest(
  'an admin restores a deleted guide from the trash and an earlier version of a hero; the activity page shows both',
  async ({ page, adminApi: api }) => {
    const title = `Trashed guide ${stamp()}`;
    const guide = await send<Guide>(
      api.post('api/guides', { data: { title, content: '<p>Worth keeping.</p>' } }),
    );
    const image = await send<{ path: string }>(
      api.post('api/files?folder=heroes&name=valid.png', {
        data: await readFile(new URL('../fixtures/uploads/valid.png', import.meta.url).pathname),
        headers: { 'content-type': 'image/png' },
      }),
    );
    const first = heroInput(image.path, {});
    const hero = await send<Hero>(api.post('api/heroes', { data: first }));
    const edited = await send<Hero>(
      api.put(`api/heroes/${hero.id}`, {
        data: { hero: { ...first, tier: 'A', description: 'The second words.' }, baseVersion: 1 },
      }),
    );
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });

    try {
      await signInAsAdmin(page, ADMIN.email, ADMIN.password);

      // Delete the guide from its card, then bring it back from the trash.
      await page.goto('/guides');
      const card = page.getByTestId('guide-card').filter({ hasText: title });
      await card.getByRole('button', { name: 'Delete' }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Guide deleted.')).toBeVisible();
      await expect(card).toHaveCount(0);

      await page.getByRole('link', { name: 'Trash' }).click();
      await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
      const entry = page.getByRole('listitem').filter({ hasText: title });
      await expect(entry).toContainText(`Deleted by ${ADMIN.email}`);
      await entry.getByRole('button', { name: `Restore ${title}` }).click();
      await expect(page.getByText(`${title} restored.`)).toBeVisible();
      await expect(entry).toHaveCount(0);
      await page.goto(`/guides/${guide.id}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText('Worth keeping.')).toBeVisible();

      // Compare the hero's first version with the current one, then restore it.
      await page.goto(`/heroes?q=${encodeURIComponent(hero.name)}`);
      const row = page.getByTestId('hero-row').filter({ hasText: hero.name });
      await row.getByRole('button', { name: `History of ${hero.name}` }).click();
      const history = page.getByRole('dialog', { name: `History of ${hero.name}` });
      const current = history.getByRole('listitem').filter({ hasText: 'Version 2' });
      await expect(current).toContainText('Current');
      await expect(current).toContainText(`Edited by ${ADMIN.email}`);
      await expect(current).toContainText('Changed: Tier and Description');
      const earlier = history.getByRole('listitem').filter({ hasText: 'Version 1' });
      await earlier.getByRole('button', { name: 'Compare with current' }).click();
      const comparison = earlier.getByRole('table', { name: /Version 1 compared/ });
      await expect(comparison.getByRole('row', { name: /Tier/ })).toContainText('S');
      await expect(comparison.getByRole('row', { name: /Tier/ })).toContainText('A');
      await expect(comparison.getByRole('row', { name: /Description/ })).toContainText(
        'The first words.',
      );
      await earlier.getByRole('button', { name: 'Restore version 1' }).click();
      await confirm.getByRole('button', { name: 'Restore' }).click();
      await expect(page.getByText(`Version 1 of ${hero.name} restored.`)).toBeVisible();
      await expect(history).toHaveCount(0);
      const restored = await send<Hero>(api.get(`api/heroes/${hero.id}`));
      expect(restored).toMatchObject({
        tier: 'S',
        description: 'The first words.',
        version: edited.version + 1,
      });

      // Both show on the activity page, newest first, each linking to its item.
      await page.getByRole('link', { name: 'Activity' }).click();
      const lines = page.getByRole('listitem');
      const heroLine = lines.filter({ hasText: `Restored hero ${hero.name} (version 3)` });
      const guideLine = lines.filter({ hasText: `Restored guide ${title} (version 2)` });
      await expect(heroLine).toContainText(`by ${ADMIN.email}`);
      await expect(guideLine).toContainText(`by ${ADMIN.email}`);
      await expect(lines.filter({ hasText: `Deleted guide ${title}` })).toHaveCount(1);
      await heroLine.getByRole('link', { name: hero.name }).click();
      await expect(page).toHaveURL(new RegExp(`/heroes/${hero.id}$`));
    } finally {
      for (const [collection, id] of [
        ['heroes', hero.id],
        ['guides', guide.id],
      ] as const) {
        await api.delete(`api/${collection}/${id}`);
        await api.delete(`api/history/trash/${collection}/${id}`);
      }
    }
  },
);

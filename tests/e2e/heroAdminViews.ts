import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { testHeroInput } from '../support/heroInput';
import { expect } from './fixtures';
import { fixture, openDialog, type View } from './layoutViews';

/**
 * The admin views of the heroes page, for the layout sweep (layoutViews.ts). The one write is a
 * hero of the sweep's own with two versions, for the history's comparison, deleted for good once
 * checked; no other test looks for it.
 */

const firstHeroRow = (page: Page) => page.getByTestId('hero-row').first();

/** The hero form's four stat inputs each keep their own place inside the Stats box. */
const statInputProblems = (page: Page) =>
  page.getByRole('group', { name: 'Stats' }).evaluate((fieldset) => {
    const box = fieldset.getBoundingClientRect();
    const inputs = [...fieldset.querySelectorAll('input')].map((input) => ({
      name: input.labels?.[0]?.textContent ?? input.id,
      rect: input.getBoundingClientRect(),
    }));
    const problems = inputs
      .filter(({ rect }) => rect.left < box.left || rect.right > box.right)
      .map(
        ({ name, rect }) =>
          `${name} (${rect.left}-${rect.right}px) sticks out of Stats (${box.left}-${box.right}px)`,
      );
    inputs.forEach((one, index) => {
      for (const other of inputs.slice(index + 1)) {
        const apart =
          one.rect.right <= other.rect.left ||
          other.rect.right <= one.rect.left ||
          one.rect.bottom <= other.rect.top ||
          other.rect.bottom <= one.rect.top;
        if (!apart) problems.push(`${one.name} overlaps ${other.name}`);
      }
    });
    return problems;
  });

const COMPARED_HERO = 'Compare layout hero';

/**
 * A hero of the test's own with two versions, the later one with another tier and a long
 * description, so that its history compares them; deleted for good after. Found by its name.
 */
async function aHeroWithTwoVersions(api: APIRequestContext) {
  const upload = await api.post('api/files?folder=heroes&name=valid.png', {
    data: await readFile(fixture('uploads/valid.png')),
    headers: { 'content-type': 'image/png' },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const first = testHeroInput({
    name: `${COMPARED_HERO} ${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
    description: 'The first words of a description long enough to take many lines. '.repeat(6),
    imagePath: ((await upload.json()) as { path: string }).path,
  });
  const made = await api.post('api/heroes', { data: first });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const edited = await api.put(`api/heroes/${id}`, {
    data: {
      hero: { ...first, tier: 'A', description: 'The second words, written later. '.repeat(12) },
      baseVersion: 1,
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  return async () => {
    expect((await api.delete(`api/heroes/${id}`)).status()).toBe(204);
    expect((await api.delete(`api/history/trash/heroes/${id}`)).status()).toBe(204);
  };
}

/**
 * The table's headings ("Field", "Version 1", a field's name) are broken between words only: a
 * word whose letters sit on two lines is named.
 */
const headingsBrokenInsideWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('.history-compare th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(`"${word[0]}" is broken across ${lines.size} lines`);
        }
      }
    }
    return broken;
  });

export const HERO_ADMIN_VIEWS: View[] = [
  {
    name: 'heroes: a row expanded',
    path: '/heroes',
    open: async (page) => {
      await firstHeroRow(page).locator('.hero-row__toggle').click();
      await expect(page.getByRole('link', { name: 'Open hero page' })).toBeVisible();
    },
  },
  {
    name: 'heroes: Add New Hero form',
    path: '/heroes',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add New Hero' }).click();
      await expect(page.getByRole('form', { name: 'Add New Hero' })).toBeVisible();
    },
    problems: statInputProblems,
  },
  {
    name: 'heroes: Edit form',
    path: '/heroes',
    open: async (page) => {
      await firstHeroRow(page)
        .getByRole('button', { name: /^Edit / })
        .click();
      await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
    },
    problems: statInputProblems,
  },
  {
    name: 'heroes: import control after a failed import',
    path: '/heroes',
    open: async (page) => {
      await page
        .getByLabel('Import Heroes (JSON file)')
        .setInputFiles(fixture('heroes-not-json.json'));
      await expect(page.locator('.hero-import').getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'heroes: import preview',
    path: '/heroes',
    open: async (page) => {
      await page
        .getByLabel('Import Heroes (JSON file)')
        .setInputFiles(fixture('heroes-mixed.json'));
      await expect(page.getByRole('region', { name: 'Import preview' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm import' })).toBeVisible();
    },
  },
  {
    name: "a hero's page with Edit and Delete",
    path: '/heroes',
    open: async (page) => {
      await firstHeroRow(page).locator('.hero-row__toggle').click();
      await page.getByRole('link', { name: 'Open hero page' }).first().click();
      // The list shows an Edit button per hero too, and stays on screen while the hero's page
      // loads after the address has changed: wait until the one Edit button is the page's.
      await expect(page).toHaveURL(/\/heroes\/[^/?#]+$/);
      await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(1);
      await expect(page.getByRole('button', { name: /^Edit / })).toBeVisible();
    },
  },
  {
    name: 'heroes: History dialog',
    path: '/heroes',
    open: (page) => openDialog(page, /^History of /),
  },
  {
    name: 'heroes: delete confirmation',
    path: '/heroes',
    open: (page) => openDialog(page, /^Delete /),
  },
  {
    name: 'heroes: History dialog comparing a version with the current one',
    path: `/heroes?q=${encodeURIComponent(COMPARED_HERO)}`,
    prepare: aHeroWithTwoVersions,
    open: async (page) => {
      await openDialog(page, /^History of /);
      const earlier = page
        .getByRole('dialog')
        .getByRole('listitem')
        .filter({ hasText: 'Version 1' });
      await earlier.getByRole('button', { name: 'Compare with current' }).click();
      await expect(earlier.getByRole('table', { name: /Version 1 compared/ })).toBeVisible();
    },
    problems: headingsBrokenInsideWords,
  },
  {
    // Both editors in one view: each load of the admin's heroes page is among the longest.
    name: 'heroes: the game modes and tier legend editors',
    path: '/heroes',
    open: async (page) => {
      await page.getByText('Game modes', { exact: true }).click();
      await expect(page.locator('.game-modes__list > li').first()).toBeVisible();
      await page.getByText('Edit the tier legend (admin)').click();
      await expect(page.getByRole('form', { name: 'Tier legend' })).toBeVisible();
    },
  },
];

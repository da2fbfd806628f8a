import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { GUIDE_ID, fixture, openDialog, openSiteSearch, type View } from './layoutViews';

/**
 * The admin views of every page but the heroes', for the layout sweep (layoutViews.ts). The only
 * writes are the views' own: a code made and deleted so that the trash and the activity have an
 * entry, and a draft guide shown in the Drafts section, deleted once checked; no other test looks
 * for them.
 */

/**
 * The controls of a part of the page that are smaller than 24 × 24 px: each must be big enough
 * on its own (WCAG 2.5.8), not only through the space around it, which axe accepts but which a
 * finger on a phone misses.
 */
const smallTargets = (page: Page, selector: string) =>
  page.locator(selector).evaluate((part) =>
    [...part.querySelectorAll('a[href], button, input, select, textarea, summary')]
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
      .map(
        ({ control, box }) =>
          `${control.outerHTML.slice(0, 60)} is ${box.width} × ${box.height} px, under 24 × 24`,
      ),
  );

/**
 * A code of its own, made and deleted, so that the trash and the activity have an entry with their
 * buttons. Nothing another test looks for: the name is unique and the code is not in the list.
 */
async function trashAFreshCode(api: APIRequestContext) {
  const made = await api.post('api/codes', {
    data: {
      code: `LAYOUT-${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      neverExpires: true,
      expirationDate: null,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  expect((await api.delete(`api/codes/${id}`)).status()).toBe(204);
}

/** A draft guide of the test's own, so that /guides shows its Drafts section; deleted after. */
async function aDraftGuide(api: APIRequestContext) {
  const made = await api.post('api/guides', {
    data: {
      title: `Layout draft ${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      content: '<p>Not published yet.</p>',
      published: false,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  return async () => {
    expect((await api.delete(`api/guides/${id}`)).status()).toBe(204);
  };
}

export const SITE_ADMIN_VIEWS: View[] = [
  {
    name: 'home: the community chat link form',
    path: '/',
    open: async (page) => {
      await page.getByText('Edit the community chat link (admin)').click();
      await expect(page.getByRole('form', { name: 'Community chat link' })).toBeVisible();
    },
  },
  {
    name: 'codes: the site search open',
    path: '/codes',
    open: openSiteSearch,
  },
  {
    name: 'codes: Add New Code form',
    path: '/codes',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add New Code' }).click();
      await expect(page.getByRole('form', { name: 'New code' })).toBeVisible();
    },
  },
  {
    name: 'codes: Edit form',
    path: '/codes',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('form', { name: /^Edit code / })).toBeVisible();
    },
  },
  {
    name: 'codes: delete confirmation',
    path: '/codes',
    open: (page) => openDialog(page, /^Delete /),
  },
  {
    name: 'guides: list with admin buttons',
    path: '/guides',
    open: async (page) => {
      await expect(page.getByRole('button', { name: 'Delete' }).first()).toBeVisible();
    },
  },
  {
    name: 'guides: the Drafts section',
    path: '/guides',
    prepare: aDraftGuide,
    open: async (page) => {
      await expect(page.getByRole('heading', { name: 'Drafts' })).toBeVisible();
      await expect(page.getByText(/^Layout draft /).first()).toBeVisible();
    },
  },
  {
    name: "a guide's page with Edit and Delete",
    path: `/guides/${GUIDE_ID}`,
    open: async (page) => {
      await expect(page.getByRole('link', { name: /Edit/ }).first()).toBeVisible();
    },
  },
  {
    name: 'guides: delete confirmation',
    path: '/guides',
    open: (page) => openDialog(page, 'Delete'),
  },
  {
    name: 'guide editor: new guide',
    path: '/admin/guides/create',
    open: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Guide content' })).toBeVisible();
    },
  },
  {
    name: 'guide editor: editing a guide',
    path: `/admin/guides/edit/${GUIDE_ID}`,
    open: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Guide content' })).toBeVisible();
    },
  },
  {
    name: 'upgrade requirements: Replace controls and a chart',
    path: '/upgraderequirement',
    open: async (page) => {
      await expect(page.getByLabel(/^Replace image: /).first()).toBeVisible();
      await page.locator('.gallery__button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'upgrade requirements: preview before replacing a chart',
    path: '/upgraderequirement',
    open: async (page) => {
      await page.getByLabel('Replace image: Goddess').setInputFiles(fixture('uploads/valid.png'));
      await expect(page.getByRole('dialog', { name: 'Replace the Goddess image?' })).toBeVisible();
    },
  },
  {
    name: 'talisman: Replace controls',
    path: '/talisman',
    open: async (page) => {
      await expect(page.getByLabel(/^Replace image: /).first()).toBeVisible();
    },
  },
  {
    name: 'teams: Add team form',
    path: '/teams',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add team' }).click();
      await expect(page.getByRole('button', { name: 'Cancel' }).first()).toBeVisible();
      await expect(page.getByRole('form').first()).toBeVisible();
    },
  },
  {
    name: 'equipment: Add item form',
    path: '/equipment',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add item' }).click();
      await expect(page.getByRole('form').first()).toBeVisible();
    },
  },
  {
    name: 'guild calculator: level table editor',
    path: '/guild-calculator',
    open: async (page) => {
      await page.getByText('Edit the level table (admin)').click();
      await expect(page.getByRole('button', { name: 'Save table' })).toBeVisible();
    },
    problems: (page) => smallTargets(page, '.calculator__editor'),
  },
  {
    name: 'activity',
    path: '/admin/activity',
    prepare: trashAFreshCode,
    open: async (page) => {
      await expect(page.getByText(/LAYOUT-/).first()).toBeVisible();
    },
  },
  {
    name: 'trash: delete-for-good confirmation',
    path: '/admin/trash',
    prepare: trashAFreshCode,
    open: (page) => openDialog(page, /^Delete .* for good$/),
  },
  { name: 'media library', path: '/admin/media' },
  { name: 'backups', path: '/admin/backups' },
  { name: 'account', path: '/admin/account' },
];

import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { compareHeroes, tierRank, type Hero } from '../../src/domain/hero';
import { ADMIN } from '../../playwright.config';
import { test, expect, awaitHydrationOnNavigation, signInAsAdmin } from './fixtures';
import {
  heroListTest,
  createHero,
  fixturePath,
  importHeroWithoutImage,
  listHeroes,
  removeHeroes,
  stamp,
} from './heroesApi';

/**
 * The hero tier list in Chromium against the real server. The seeded list is shared with every
 * other spec running at the same time: each test makes its own heroes (unique names) through the
 * API and deletes only those.
 */

const rowOf = (page: Page, name: string) => page.getByTestId('hero-row').filter({ hasText: name });

async function adminPage(browser: Browser, baseURL?: string) {
  const context = await browser.newContext({ baseURL });
  const page = awaitHydrationOnNavigation(await context.newPage());
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  return page;
}

heroListTest(
  'search and tier filter narrow the list, live in the URL and survive a reload',
  async ({ page, adminApi: api }) => {
    const tag = stamp();
    const heroes = [
      await createHero(api, { name: `Ärwen ${tag}`, tier: 'SS' }),
      await createHero(api, { name: `Bärbel ${tag}`, tier: 'A' }),
    ];
    const visible = page.getByTestId('hero-row').locator('visible=true');
    const search = page.getByRole('searchbox', { name: 'Search by name' });
    const tier = page.getByRole('combobox', { name: 'Tier' });
    try {
      // Filtered from the start, so rows of other specs' heroes never load (they may be deleted).
      await page.goto(`/heroes?q=${tag}`);
      await expect(visible).toHaveCount(2);
      await search.fill('');
      await search.pressSequentially(`ARWEN ${tag}`);
      await expect(visible).toHaveCount(1);
      await expect(visible).toContainText(`Ärwen ${tag}`);

      await search.fill(tag);
      await expect(visible).toHaveCount(2);
      await tier.selectOption('A');
      await expect(visible).toHaveCount(1);
      await expect(visible).toContainText(`Bärbel ${tag}`);
      await expect(page).toHaveURL(new RegExp(`/heroes\\?q=${tag}&tier=A$`));

      await page.reload();
      await expect(search).toHaveValue(tag);
      await expect(tier).toHaveValue('A');
      await expect(visible).toHaveCount(1);
      await expect(visible).toContainText(`Bärbel ${tag}`);

      await tier.selectOption('Meta');
      await expect(page.getByText('No heroes match')).toBeVisible();
      await expect(visible).toHaveCount(0);
    } finally {
      await removeHeroes(api, heroes);
    }
  },
);

heroListTest(
  'tiers come in the documented order with an unknown tier last',
  async ({ page, adminApi: api }) => {
    const hero = await createHero(api, { name: `Aaa Unknown ${stamp()}`, tier: 'Z' });
    try {
      await page.goto('/heroes');
      await expect(rowOf(page, hero.name)).toBeVisible();
      const shown = await page.getByTestId('hero-row').evaluateAll((rows) =>
        rows.map((row) => ({
          name: row.querySelector('.hero-row__name')?.textContent ?? '',
          tier: (row.querySelector('.hero-row__tier')?.textContent ?? '').replace(/^Tier: /, ''),
        })),
      );
      expect(shown).toEqual([...shown].sort(compareHeroes));
      const mine = shown.findIndex((row) => row.name === hero.name);
      const lastKnown = shown.findLastIndex((row) => tierRank(row.tier) < tierRank('Z'));
      expect(mine).toBeGreaterThan(lastKnown);
    } finally {
      await removeHeroes(api, [hero]);
    }
  },
);

test('expanding a row shows its details and only the non-empty lists', async ({
  page,
  consoleWatch,
  adminApi: api,
}) => {
  // The hero page asks for the hero once more after it is deleted: that 404 is the point.
  consoleWatch.allow(/status of 404/);
  const hero = await createHero(api, {
    recommendedTalisman: ['Phoenix Sigil', 'Warden Seal'],
    recommendedPet: ['Cinder Fox'],
  });
  try {
    await page.goto(`/heroes?q=${encodeURIComponent(hero.name)}`);
    // Each row is a native disclosure: its summary is what the keyboard reaches and opens.
    const toggle = rowOf(page, hero.name).locator('summary');
    await expect(toggle.locator('img')).toHaveAttribute('loading', 'lazy');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const row = rowOf(page, hero.name);
    await expect(row.locator('details')).toHaveAttribute('open', '');
    await expect(row.getByText('Made by a browser test.')).toBeVisible();
    await expect(row.getByRole('heading')).toHaveText(['Recommended Talisman', 'Recommended Pet']);
    await expect(row.getByText('Warden Seal')).toBeVisible();
    // DEF is empty: not known, so "—" (with "not known" for screen readers), never 0.
    await expect(row.locator('dd')).toHaveText(['100', '—not known', '900', '10']);
    await expect(row.getByTitle('not known')).toBeVisible();

    await row.getByRole('link', { name: 'Open hero page' }).click();
    await expect(page).toHaveURL(`/heroes/${hero.id}`);
    await expect(page.getByRole('heading', { level: 1, name: hero.name })).toBeVisible();
    await expect(page.getByRole('img', { name: hero.name })).toHaveJSProperty('complete', true);
  } finally {
    await removeHeroes(api, [hero]);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hero not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Heroes' }).click();
  await expect(page).toHaveURL('/heroes');
});

heroListTest('a visitor sees no admin control', async ({ page }) => {
  await page.goto('/heroes');
  const first = page.getByTestId('hero-row').first();
  await first.locator('summary').click();
  await expect(first.getByRole('link', { name: 'Open hero page' })).toBeVisible();
  for (const name of [/Add New Hero/, /Import Heroes/, /Export Heroes/, /^Edit/, /^Delete/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByText('Import Heroes (JSON file)')).toHaveCount(0);
});

heroListTest(
  'an admin adds a hero with an image (progress shown), edits it and deletes it',
  async ({ page, adminApi: api }) => {
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    const name = `Added Hero ${stamp()}`;
    await page.goto('/heroes');
    await page.getByRole('button', { name: 'Add New Hero' }).click();
    const form = page.getByRole('form', { name: 'Add New Hero' });
    await expect(
      form.getByRole('group', { name: 'Recommended Talisman' }).getByRole('textbox'),
    ).toHaveCount(4);
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Tier').fill('A+');
    await form.getByLabel('Description').fill('Added through the form.');
    await form.getByLabel('ATK').fill('1234');
    await form.getByLabel('Recommended Talisman 1').fill('Phoenix Sigil');
    await form.getByLabel('Image', { exact: true }).setInputFiles(fixturePath('uploads/valid.png'));
    // On loopback the upload is over in moments: a watcher notes the bar however briefly it shows.
    await page.evaluate(() => {
      const seen = window as unknown as { sawUploadProgress?: boolean };
      new MutationObserver((_, observer) => {
        if (document.querySelector('progress[aria-label="Image upload"]')) {
          seen.sawUploadProgress = true;
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await form.getByRole('button', { name: 'Add Hero' }).click();
    await expect(page.getByText('Hero added successfully!')).toBeVisible();
    await expect(form).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { sawUploadProgress?: boolean }).sawUploadProgress),
    ).toBe(true);

    const added = (await listHeroes(api)).find((hero) => hero.name === name);
    expect(added).toMatchObject({ tier: 'A+', stats: { ATK: '1234' } });
    expect(added?.recommendedTalisman).toEqual(['Phoenix Sigil']);
    const imageUrl = added?.imageUrl ?? '';
    expect((await api.get(imageUrl)).status()).toBe(200);

    const row = rowOf(page, name);
    await expect(row.locator('img')).toHaveJSProperty('complete', true);
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await edit.getByLabel('Description').fill('Edited through the form.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toHaveCount(0);
    await row.locator('summary').click();
    await expect(row.getByText('Edited through the form.')).toBeVisible();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Hero deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
    // In the trash the hero keeps its image; purged, the image goes with it.
    expect((await api.get(imageUrl)).status()).toBe(200);
    expect((await api.delete(`api/history/trash/heroes/${added!.id}`)).status()).toBe(204);
    expect((await api.get(imageUrl)).status()).toBe(404);
  },
);

heroListTest(
  'a non-image is refused before upload, and a fake image with the server reason',
  async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 400/);
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto('/heroes');
    await page.getByRole('button', { name: 'Add New Hero' }).click();
    const form = page.getByRole('form', { name: 'Add New Hero' });
    await expect(form.getByLabel('Image', { exact: true })).toHaveAttribute('accept', 'image/*');
    await form.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(form.getByRole('alert')).toContainText('Only image files can be used');

    await form.getByLabel('Name').fill(`Never Stored ${stamp()}`);
    await form.getByLabel('Tier').fill('S');
    await form.getByLabel('Description').fill('Has a fake image.');
    await form
      .getByLabel('Image', { exact: true })
      .setInputFiles(fixturePath('uploads/script.svg'));
    await form.getByRole('button', { name: 'Add Hero' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Upload failed. Please try again. Not a valid image: only PNG, JPEG, WebP, GIF or AVIF files are accepted.',
    );
    await expect(form.getByLabel('Description')).toHaveValue('Has a fake image.');
  },
);

heroListTest(
  'Export Heroes downloads the current list as heroes-YYYY-MM-DD.json',
  async ({ page, adminApi: api }) => {
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto('/heroes');
    const before = await listHeroes(api);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Heroes (JSON)' }).click(),
    ]);
    const after = await listHeroes(api);
    expect(download.suggestedFilename()).toMatch(/^heroes-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      id: string;
      name: string;
      tier: string;
      recommendedPet: { name: string }[];
    }[];
    expect(Array.isArray(exported)).toBe(true);
    // Other specs add and delete their own heroes meanwhile: the ones present throughout must match.
    const stable = before.filter((hero) => after.some((other) => other.id === hero.id));
    for (const hero of stable) {
      const entry = exported.find((item) => item.id === hero.id);
      expect(entry, hero.name).toMatchObject({ name: hero.name, tier: hero.tier });
      expect(entry?.recommendedPet).toEqual(hero.recommendedPet.map((pet) => ({ name: pet })));
    }
    expect(exported.length).toBeGreaterThanOrEqual(stable.length);
  },
);

test('two admins editing one hero: the second save gets a conflict and loses nothing', async ({
  browser,
  baseURL,
  consoleWatch,
  adminApi: api,
}) => {
  // Two signed-in browsers, each downloading the hero form with its build-notes editor.
  test.slow();
  consoleWatch.allow(/status of 409/);
  const hero = await createHero(api, { description: 'Original text.' });
  const first = await adminPage(browser, baseURL);
  const second = await adminPage(browser, baseURL);
  try {
    const forms: Locator[] = [];
    for (const page of [first, second]) {
      await page.goto(`/heroes?q=${encodeURIComponent(hero.name)}`);
      await rowOf(page, hero.name)
        .getByRole('button', { name: `Edit ${hero.name}` })
        .click();
      forms.push(page.getByRole('form', { name: `Edit ${hero.name}` }));
    }
    const [firstForm, secondForm] = forms as [Locator, Locator];
    await firstForm.getByLabel('Description').fill('First admin wins.');
    await firstForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(firstForm).toHaveCount(0);

    await secondForm.getByLabel('Description').fill('Second admin typing.');
    await secondForm.getByLabel('SPD').fill('77');
    await secondForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(secondForm.getByRole('alert')).toContainText(
      'This hero was changed by someone else',
    );
    await expect(secondForm.getByLabel('Description')).toHaveValue('Second admin typing.');
    await expect(secondForm.getByLabel('SPD')).toHaveValue('77');
    const stored: Hero = await (await api.get(`api/heroes/${hero.id}`)).json();
    expect(stored.description).toBe('First admin wins.');
    expect(stored.stats.SPD).toBe('10');

    await secondForm.getByRole('button', { name: 'Load latest' }).click();
    await expect(secondForm.getByLabel('Description')).toHaveValue('First admin wins.');
  } finally {
    await first.context().close();
    await second.context().close();
    await removeHeroes(api, [hero]);
  }
});

test('an imported hero without an image shows a generated portrait, never an empty tile', async ({
  page,
  adminApi: api,
}) => {
  const name = `Portrait Hero ${stamp()}`;
  const hero = await importHeroWithoutImage(api, { name, tier: 'B' });
  try {
    expect(hero.imageUrl).toBe('');
    // The server's HTML already has the portrait (the browser paints the same, so it hydrates).
    const html = await (await api.get(`heroes/${hero.id}`)).text();
    expect(html).toMatch(/class="hero-image hero-portrait"[^>]*>PH</);

    for (const [path, portrait] of [
      [`/heroes?q=${encodeURIComponent(name)}`, () => rowOf(page, name).locator('.hero-portrait')],
      [`/heroes/${hero.id}`, () => page.getByRole('img', { name })],
    ] as const) {
      await page.goto(path);
      await expect(portrait()).toHaveText('PH');
      const box = await portrait().boundingBox();
      expect(box?.width).toBeGreaterThan(40);
      expect(box?.height).toBe(box?.width);
      expect(
        await portrait().evaluate((element) => getComputedStyle(element).backgroundColor),
      ).not.toBe('rgba(0, 0, 0, 0)');
      await expect(page.locator('.hero-image--empty')).toHaveCount(0);
    }
  } finally {
    await removeHeroes(api, [hero]);
  }
});

test('an admin adds two skills on a phone, moves the second up, and the hero page shows them in that order at working anchors', async ({
  page,
  browser,
  baseURL,
  adminApi: api,
}) => {
  const hero = await createHero(api, { name: `Skilled ${stamp()}` });
  try {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInAsAdmin(page, ADMIN.email, ADMIN.password);
    await page.goto(`/heroes/${hero.id}`);
    await page.getByRole('button', { name: `Edit ${hero.name}` }).click();
    const form = page.getByRole('form', { name: `Edit ${hero.name}` });
    const skills = form.getByRole('group', { name: 'Skills' });
    await skills.getByRole('button', { name: 'Add skill' }).click();
    await skills.getByLabel('Name of skill 1').fill('Blazing Arc');
    await skills.getByLabel('Kind of skill 1').fill('Active');
    await skills.getByLabel('Cooldown of skill 1').fill('8 s');
    await skills.getByRole('textbox', { name: 'Description of skill 1' }).click();
    await page.keyboard.type('Deals fire damage to the front row.');
    await skills.getByRole('button', { name: 'Add upgrade to skill 1' }).click();
    await skills.getByLabel('Level of upgrade 1 of skill 1').fill('Lv 2');
    await skills.getByLabel('Effect of upgrade 1 of skill 1').fill('+10% damage');
    await skills.getByRole('button', { name: 'Add skill' }).click();
    await skills.getByLabel('Name of skill 2').fill('Dawn Ward');
    await skills.getByLabel('Kind of skill 2').fill('Passive');

    await skills.getByRole('button', { name: 'Move Dawn Ward up' }).click();
    await expect(skills.getByLabel('Name of skill 1')).toHaveValue('Dawn Ward');
    await expect(skills.getByLabel('Name of skill 2')).toHaveValue('Blazing Arc');
    await expect(skills.getByRole('button', { name: 'Move Dawn Ward down' })).toBeFocused();
    // The moved skill's description went with it.
    await expect(skills.getByRole('textbox', { name: 'Description of skill 2' })).toHaveText(
      'Deals fire damage to the front row.',
    );
    // At 360 px the form fits the screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Hero updated successfully!')).toBeVisible();

    // A visitor gets the skills from the server in that order, each at its own anchor.
    const visitor = awaitHydrationOnNavigation(
      await (await browser.newContext({ baseURL })).newPage(),
    );
    await visitor.setViewportSize({ width: 360, height: 780 });
    await visitor.goto(`/heroes/${hero.id}`);
    const section = visitor.getByRole('region', { name: 'Skills' });
    const articles = section.getByRole('article');
    await expect(articles).toHaveCount(2);
    expect(await articles.evaluateAll((all) => all.map((article) => article.id))).toEqual([
      'skill-dawn-ward',
      'skill-blazing-arc',
    ]);
    const arc = section.getByRole('article', { name: 'Blazing Arc' });
    await expect(arc).toContainText('Deals fire damage to the front row.');
    await expect(arc.getByRole('listitem')).toHaveText(['Lv 2: +10% damage']);
    await arc.getByRole('link', { name: 'Link to this skill' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/heroes/${hero.id}#skill-blazing-arc$`));
    await expect(arc).toBeInViewport();
    // A shared link opens the page at its skill.
    await visitor.goto(`/heroes/${hero.id}#skill-dawn-ward`);
    await expect(section.getByRole('article', { name: 'Dawn Ward' })).toBeInViewport();
    expect(await visitor.evaluate(() => document.querySelector(':target')?.id)).toBe(
      'skill-dawn-ward',
    );
    await visitor.context().close();
  } finally {
    await removeHeroes(api, [hero]);
  }
});

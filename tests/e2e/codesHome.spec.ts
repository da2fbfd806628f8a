import { codeCard, codesApi, inHours } from './codesApi';
import { adminApi as guidesApi } from './guidesApi';
import { test, expect } from './fixtures';

test('codes show their reward, NEW when added in the last 3 days, LAST DAY within 24 hours', async ({
  page,
  request,
}) => {
  const api = await codesApi(request);
  const stamp = Date.now();
  const fresh = `FRESH-${stamp}`;
  const ending = `ENDING-${stamp}`;
  const old = `OLD-${stamp}`;
  try {
    await api.create({
      code: fresh,
      neverExpires: false,
      expirationDate: inHours(24 * 10),
      reward: '2 summon scrolls',
    });
    await api.create({
      code: ending,
      neverExpires: false,
      expirationDate: inHours(5),
      reward: '300 gems',
      addedAt: inHours(-24 * 10),
    });
    await api.create({
      code: old,
      neverExpires: true,
      expirationDate: null,
      addedAt: inHours(-24 * 3 - 1),
    });

    // The server's HTML already carries the badges: they are part of the render, not added later.
    const html = await (await request.get('/codes', { headers: { cookie: '' } })).text();
    expect(html).toMatch(
      new RegExp(`${fresh}</code><span class="code-card__badges"><span[^>]*>NEW<`),
    );
    expect(html).toMatch(
      new RegExp(`${ending}</code><span class="code-card__badges"><span[^>]*>LAST DAY<`),
    );
    await page.goto('/codes');
    await expect(codeCard(page, fresh)).toHaveText(
      `Copy code ${fresh}NEW2 summon scrollsEXPIRES IN 10 DAYS`,
    );
    await expect(codeCard(page, ending)).toHaveText(
      `Copy code ${ending}LAST DAY300 gemsEXPIRES IN 1 DAY`,
    );
    await expect(codeCard(page, old)).toHaveText(`Copy code ${old}NEVER EXPIRES`);
    // The highlight is more than a colour: the badge says it, and the border is thicker.
    const border = (code: string) =>
      codeCard(page, code).evaluate((element) => getComputedStyle(element).borderTopWidth);
    expect(await border(ending)).toBe('3px');
    expect(await border(old)).toBe('1px');
  } finally {
    await api.cleanUp();
  }
});

test.describe('the home page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('lists the active codes soonest first with their copy buttons, and the newest guides', async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await codesApi(request);
    const guides = await guidesApi(baseURL!);
    const stamp = Date.now();
    const names = [`HOME-NEVER-${stamp}`, `HOME-LATER-${stamp}`, `HOME-SOON-${stamp}`];
    const made: string[] = [];
    try {
      await api.create({ code: names[0]!, neverExpires: true, expirationDate: null });
      await api.create({ code: names[1]!, neverExpires: false, expirationDate: inHours(30) });
      await api.create({ code: names[2]!, neverExpires: false, expirationDate: inHours(2) });
      await api.create({
        code: `HOME-GONE-${stamp}`,
        neverExpires: false,
        expirationDate: inHours(-1),
      });
      for (const title of ['One', 'Two', 'Three', 'Four']) {
        made.push(
          (await guides.create({ title: `Home ${title} ${stamp}`, content: '<p>x</p>' })).id,
        );
      }
      const newest = (await guides.list()).slice(0, 3).map((guide) => guide.title);

      await page.goto('/');
      const codes = page.getByRole('region', { name: 'Active codes' });
      const mine = codes.locator('code').filter({ hasText: `-${stamp}` });
      await expect(mine).toHaveText([names[2]!, names[1]!, names[0]!]);

      await codeCard(page, names[1]!).click();
      await expect(
        page.getByTestId('toast').filter({ hasText: 'Copied to clipboard!' }),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(names[1]);

      const guideList = page.getByRole('region', { name: 'Newest guides' }).getByRole('listitem');
      await expect(guideList.getByRole('link')).toHaveText(newest);
      expect(newest).toEqual([`Home Four ${stamp}`, `Home Three ${stamp}`, `Home Two ${stamp}`]);
      await expect(guideList.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      await guideList.getByRole('link', { name: `Home Four ${stamp}` }).click();
      await expect(page).toHaveURL(`/guides/${made[3]}`);
      // Loaded before the guide is deleted below: a guide deleted mid-load is a 404 on the console.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Home Four ${stamp}`);
    } finally {
      await api.cleanUp();
      for (const id of made) await guides.remove(id);
      await guides.dispose();
    }
  });
});

test.describe('navigation', () => {
  test('from 1024 px the sections stay in view with the current page marked, and no menu button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/codes');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(sections.getByRole('link', { name: 'Codes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sections.locator('[aria-current]')).toHaveCount(1);
    // The rail sits beside the page, not over it.
    const rail = await sections.boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(rail!.x + rail!.width).toBeLessThanOrEqual(main!.x);

    await sections.getByRole('link', { name: 'Heroes' }).click();
    await expect(page).toHaveURL('/heroes');
    await expect(sections).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Heroes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('below 1024 px the sections are behind the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/codes');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sections).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Codes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

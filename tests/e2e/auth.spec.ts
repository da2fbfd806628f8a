import { ADMIN } from '../../playwright.config';
import { test, expect, awaitHydrationOnNavigation, signIn, signInAsAdmin } from './fixtures';

test('a wrong password shows the red message and signs nobody in', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 401/);
  await page.goto('/logmin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await signIn(page, ADMIN.email, 'not-the-password');
  const message = page.getByRole('alert');
  await expect(message).toHaveText('Login failed. Please check your credentials.');
  const [red, green, blue] = (await message.evaluate((el) => getComputedStyle(el).color))
    .match(/\d+/g)!
    .map(Number);
  expect(red).toBeGreaterThan(150);
  expect(red).toBeGreaterThan(green! + 60);
  expect(red).toBeGreaterThan(blue! + 60);
  await expect(page).toHaveURL('/logmin');
  await expect(page.getByTestId('admin-bar')).toHaveCount(0);
});

test('email and password are both required', async ({ page }) => {
  await page.goto('/logmin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/logmin');
  expect(
    await page.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true);
  await page.getByLabel('Email').fill(ADMIN.email);
  expect(
    await page.getByLabel('Password').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true);
});

test('the right password lands on /heroes with admin controls; sign-out hides them', async ({
  page,
}) => {
  await page.goto('/logmin');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/heroes');
  const adminBar = page.getByTestId('admin-bar');
  await expect(adminBar).toContainText(ADMIN.email);

  // Admin state survives a reload (the session lives on the server, behind an httpOnly cookie).
  await page.reload();
  await expect(adminBar).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain('sid');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(adminBar).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(adminBar).toHaveCount(0);
});

test('a visitor sent to /admin/guides/create lands on /logmin and returns after signing in', async ({
  page,
}) => {
  await page.goto('/admin/guides/create');
  await expect(page).toHaveURL('/logmin');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/admin/guides/create');
  await expect(page.getByRole('heading', { name: 'Create Guide' })).toBeVisible();
});

test('signing out in one tab signs the other tab out too', async ({ context }) => {
  const first = awaitHydrationOnNavigation(await context.newPage());
  await first.goto('/logmin');
  await signIn(first, ADMIN.email, ADMIN.password);
  await expect(first.getByTestId('admin-bar')).toBeVisible();
  const second = awaitHydrationOnNavigation(await context.newPage());
  await second.goto('/equipment');
  await expect(second.getByTestId('admin-bar')).toBeVisible();
  await first.getByRole('button', { name: 'Sign out' }).click();
  await expect(second.getByTestId('admin-bar')).toHaveCount(0);
});

test('after signing in, the heroes page arrives with its admin tools: no loading placeholder', async ({
  page,
}) => {
  // Watches every change to the page: whether the placeholder text is ever in it, and whether the
  // heroes page was ever on screen without its Add button (tools popping in after the page).
  await page.addInitScript(() => {
    const seen = { placeholder: false, pageWithoutTools: false, pageAt: 0, toolsAt: 0 };
    (window as unknown as { adminTools: typeof seen }).adminTools = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading admin tools')) seen.placeholder = true;
      const heading = [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Heroes');
      const tools = [...document.querySelectorAll('button')].some(
        (button) => button.textContent === 'Add New Hero',
      );
      if (heading && !seen.pageAt) seen.pageAt = performance.now();
      if (tools && !seen.toolsAt) seen.toolsAt = performance.now();
      if (heading && !tools) seen.pageWithoutTools = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/logmin');
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/heroes');
  await expect(page.getByRole('button', { name: 'Add New Hero' })).toBeVisible();
  const seen = await page.evaluate(
    () =>
      (
        window as unknown as {
          adminTools: {
            placeholder: boolean;
            pageWithoutTools: boolean;
            pageAt: number;
            toolsAt: number;
          };
        }
      ).adminTools,
  );
  test.info().annotations.push({
    type: 'admin tools after the page (ms)',
    description: String(Math.round(seen.toolsAt - seen.pageAt)),
  });
  expect({ placeholder: seen.placeholder, pageWithoutTools: seen.pageWithoutTools }).toEqual({
    placeholder: false,
    pageWithoutTools: false,
  });
});

test('an admin already signed in who opens /logmin is sent on to /heroes, not shown the form', async ({
  page,
}) => {
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  await page.goto('/logmin');
  await expect(page).toHaveURL('/heroes');
  await expect(page.getByRole('heading', { level: 1, name: 'Heroes' })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
});

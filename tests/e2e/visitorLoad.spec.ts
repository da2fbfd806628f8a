import { FORBIDDEN_IN_VISITOR_CODE } from '../build/visitorBundle';
import { test, expect } from './fixtures';

const PUBLIC_PAGES = [
  '/',
  '/disclaimer',
  '/equipment',
  '/heroes',
  '/guides',
  '/codes',
  '/guild-calculator',
];

test('a visitor browsing the public pages downloads no admin, editor or Firebase code', async ({
  page,
}) => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(response.url(), await response.text());
    }
  });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(scripts.size).toBeGreaterThan(0);
  for (const [what, pattern] of Object.entries(FORBIDDEN_IN_VISITOR_CODE)) {
    const offenders = [...scripts].filter(([, text]) => pattern.test(text)).map(([url]) => url);
    expect(offenders, `${what} code downloaded`).toEqual([]);
  }
});

import type { Page } from '@playwright/test';
import { FORBIDDEN_IN_VISITOR_CODE } from '../build/visitorBundle';
import { expect } from './fixtures';

/**
 * Records the text of every script the page downloads. Bodies arrive after their response
 * events, so `read()` waits for every one of them before a test looks.
 */
export function recordDownloadedScripts(page: Page) {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.set(response.url(), response.text());
    }
  });
  return {
    async read(): Promise<Map<string, string>> {
      const entries = await Promise.all(
        [...bodies].map(async ([url, body]) => [url, await body] as const),
      );
      return new Map(entries);
    },
  };
}

/** No script a visitor downloaded holds admin, editor or Firebase code. */
export function expectNoForbiddenCode(scripts: Map<string, string>) {
  expect(scripts.size).toBeGreaterThan(0);
  for (const [what, pattern] of Object.entries(FORBIDDEN_IN_VISITOR_CODE)) {
    const offenders = [...scripts].filter(([, text]) => pattern.test(text)).map(([url]) => url);
    expect(offenders, `${what} code downloaded`).toEqual([]);
  }
}

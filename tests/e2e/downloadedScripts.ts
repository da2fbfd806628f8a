import type { Page } from '@playwright/test';
import { FORBIDDEN_IN_VISITOR_CODE } from '../build/visitorBundle';
import { recordScriptBodies } from '../support/scriptBodies';
import { expect } from './fixtures';

/** Records the text of every script the page downloads; `read()` waits for all of them. */
export const recordDownloadedScripts = (page: Page) =>
  recordScriptBodies(
    page,
    (response) => response.request().resourceType() === 'script',
    (response) => response.text(),
  );

/** No script a visitor downloaded holds admin, editor or Firebase code. */
export function expectNoForbiddenCode(scripts: Map<string, string>) {
  expect(scripts.size).toBeGreaterThan(0);
  for (const [what, pattern] of Object.entries(FORBIDDEN_IN_VISITOR_CODE)) {
    const offenders = [...scripts].filter(([, text]) => pattern.test(text)).map(([url]) => url);
    expect(offenders, `${what} code downloaded`).toEqual([]);
  }
}

// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_IN_VISITOR_CODE, firstLoadScripts } from './visitorBundle';

const DIST = 'dist';
/** A visitor's first-load JavaScript budget on public pages (docs/decisions.md#visitor-budget). */
const FIRST_LOAD_BUDGET_GZIP = 105 * 1024;

describe('the visitor bundle (build output in dist/)', () => {
  it('exists: npm test builds it first', () => {
    expect(existsSync(`${DIST}/index.html`), 'run `npm run build` before this test').toBe(true);
  });

  const scripts = existsSync(`${DIST}/index.html`) ? firstLoadScripts(DIST) : [];

  it('loads at least the entry module', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  for (const [what, pattern] of Object.entries(FORBIDDEN_IN_VISITOR_CODE)) {
    it(`carries no ${what} code on first load`, () => {
      const offenders = scripts.filter((script) => pattern.test(script.text)).map((s) => s.file);
      expect(offenders).toEqual([]);
    });
  }

  it(`stays within ${FIRST_LOAD_BUDGET_GZIP / 1024} KB gzip of first-load JavaScript`, () => {
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP);
  });

  it('the markers do find admin code in the build (so the checks above can fail)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const chunks = readdirSync(`${DIST}/assets`).filter((name) => name.endsWith('.js'));
    const all = chunks.map((name) => readFileSync(`${DIST}/assets/${name}`, 'utf8')).join('\n');
    expect(all).toMatch(FORBIDDEN_IN_VISITOR_CODE['admin sign-in page']!);
    expect(all).toMatch(FORBIDDEN_IN_VISITOR_CODE['admin bar']!);
  });
});

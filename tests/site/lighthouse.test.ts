// @vitest-environment node
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lighthousePages } from './publicPages';

/**
 * Lighthouse 12 with its defaults (a mobile phone, simulated slow 4G and CPU) on one page of each
 * kind, one after another in one Chromium, against the built server with the sample data.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * Performance floor a busy CI machine still holds; the goal is 0.97 or more (bench/README.md). A
 * quiet 2-core machine scores the home page 0.90–0.96, the same machine right after the browser
 * tests 0.84–0.86: simulated throttling multiplies the main-thread time the host observed. Losing
 * server rendering would take pages to 0.78 and below.
 */
const FLOORS: Record<string, number> = {
  performance: 0.8,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
};
const CATEGORIES = Object.keys(FLOORS);
/** How many of a category's failing audits a failure message names. */
const AUDITS_LISTED = 15;
const origin = inject('siteOrigin');

let chrome: LaunchedChrome | undefined;

beforeAll(async () => {
  chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
});

afterAll(() => {
  try {
    chrome?.kill();
  } catch {
    // Already gone: nothing left to stop.
  }
});

const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

/** The category's audits that cost it points, heaviest first: what to fix. */
function failingAudits(lhr: Result, categoryId: string): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit && SCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1,
    )
    .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit?.score ?? 0) - (b.audit?.score ?? 0))
    .slice(0, AUDITS_LISTED)
    .map(({ audit }) => {
      const value = audit?.displayValue ? `: ${audit.displayValue}` : '';
      return `${audit?.id} (${audit?.title}, score ${audit?.score?.toFixed(2)})${value}`;
    });
}

const ms = (lhr: Result, audit: string) =>
  `${Math.round(lhr.audits[audit]?.numericValue ?? NaN).toLocaleString('en')} ms`;

describe('Lighthouse (mobile defaults) on the served site', () => {
  for (const pagePath of lighthousePages()) {
    it(`${pagePath} scores performance ≥ 0.80 and 1.0 in accessibility, best practices and SEO`, async () => {
      if (!chrome) throw new Error('Chromium did not start');
      const url = `${origin}${pagePath}`;
      // The first request of a page may render it and fill the server's caches: not measured.
      await (await fetch(url)).arrayBuffer();

      const run = () =>
        lighthouse(url, {
          port: chrome!.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
      const measure = async () => {
        let result = await run();
        // Chromium's trace sometimes misses the navigation's start (NO_NAVSTART), a fault of the
        // recording, not of the page: measured again, up to twice. Any other error fails.
        for (
          let retry = 0;
          retry < 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART';
          retry += 1
        ) {
          result = await run();
        }
        return result;
      };
      let result = await measure();
      // Simulated throttling multiplies the main-thread time this machine observed: a busy or cold
      // machine (the first run in a fresh Chromium) can cost a fast page its score. A page below
      // the floor is measured again, up to twice, and judged by its best run: a page that is
      // really slow stays below the floor in all three.
      const performance = (candidate: typeof result) =>
        candidate?.lhr.categories.performance?.score ?? 0;
      for (let retry = 0; retry < 2 && performance(result) < FLOORS.performance!; retry += 1) {
        const again = await measure();
        console.log(`${pagePath}: performance ${performance(result).toFixed(2)}, measured again`);
        if (performance(again) > performance(result)) result = again;
      }
      const lhr = result?.lhr;
      expect(lhr, `Lighthouse gave no result for ${pagePath}`).toBeDefined();
      if (!lhr) return;
      expect(lhr.runtimeError, `Lighthouse could not load ${pagePath}`).toBeUndefined();
      expect(lhr.configSettings.formFactor).toBe('mobile');
      expect(lhr.configSettings.throttlingMethod).toBe('simulate');

      const score = (id: string) => lhr.categories[id]?.score ?? 0;
      console.log(
        `${pagePath}: ${CATEGORIES.map((id) => `${id} ${score(id).toFixed(2)}`).join(', ')}; ` +
          `FCP ${ms(lhr, 'first-contentful-paint')}, LCP ${ms(lhr, 'largest-contentful-paint')}`,
      );
      for (const warning of lhr.runWarnings) console.log(`  Lighthouse warning: ${warning}`);

      for (const [id, floor] of Object.entries(FLOORS)) {
        const failing = failingAudits(lhr, id);
        expect
          .soft(
            score(id),
            `${pagePath} ${id} ${score(id).toFixed(2)} is below ${floor.toFixed(2)}; failing audits:\n  ${failing.join('\n  ')}`,
          )
          .toBeGreaterThanOrEqual(floor);
      }
    });
  }
});

// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN_IN_VISITOR_CODE,
  ON_DEMAND_CODE,
  ZOD_CODE,
  firstLoadScripts,
  loadedScripts,
} from './visitorBundle';

const DIST = 'dist';
/** A visitor's first-load JavaScript budget on public pages (docs/decisions.md#visitor-budget). */
const FIRST_LOAD_BUDGET_GZIP = 105 * 1024;
/** Scripts a visitor's first load fetches (the entry and its static imports). */
const FIRST_LOAD_SCRIPTS = 4;

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

  // The first script and what it imports before anything renders: each is a request on the
  // critical chain. A build that also held another adapter's loading code (the Firebase one,
  // chosen at run time rather than by the `#backend-adapter` alias) split the shared code into
  // 6 scripts, 1.3 KB more; now 3.
  it(`needs at most ${FIRST_LOAD_SCRIPTS} scripts on first load`, () => {
    const files = scripts.map((script) => script.file).join(', ');
    expect(scripts.length, files).toBeLessThanOrEqual(FIRST_LOAD_SCRIPTS);
  });

  it('the markers do find admin code in the build (so the checks above can fail)', () => {
    expect(allChunks()).toMatch(FORBIDDEN_IN_VISITOR_CODE['admin sign-in page']!);
    expect(allChunks()).toMatch(FORBIDDEN_IN_VISITOR_CODE['admin bar']!);
  });
});

/** The public pages that load their own chunk when opened, by route, with the page's module. */
const PUBLIC_PAGES: Record<string, string> = {
  '/': 'src/app/homePage.tsx',
  '/heroes': 'src/features/heroes/HeroesPage.tsx',
  '/heroes/:id': 'src/features/heroes/HeroPage.tsx',
  '/teams': 'src/features/teams/TeamsPage.tsx',
  '/teams/:id': 'src/features/teams/TeamPage.tsx',
  '/codes': 'src/features/codes/CodesPage.tsx',
  '/guides': 'src/features/guides/GuidesPage.tsx',
  '/guides/:id': 'src/features/guides/GuideDetailPage.tsx',
  '/guild-calculator': 'src/features/calculator/GuildCalculatorPage.tsx',
  '/talisman': 'src/features/gallery/TalismanPage.tsx',
  '/upgraderequirement': 'src/features/gallery/UpgradeRequirementsPage.tsx',
  '/equipment': 'src/features/equipment/EquipmentPage.tsx',
  '/equipment/:id': 'src/features/equipment/EquipmentItemPage.tsx',
};

describe('the public pages (build output in dist/, with its manifest)', () => {
  const built = existsSync(`${DIST}/.vite/manifest.json`);

  it('has the build manifest: npm test builds with BUILD_MANIFEST=true', () => {
    expect(built, 'run `BUILD_MANIFEST=true npm run build` before this test').toBe(true);
  });

  // zod stays in the admin forms' chunks: a visitor reads, and the server checks every write.
  for (const [route, page] of Object.entries(PUBLIC_PAGES)) {
    it(`carry no zod on ${route}, on first load or in the page's chunks`, () => {
      const scripts = built ? loadedScripts(DIST, [page]) : [];
      expect(scripts.length).toBeGreaterThan(1);
      const offenders = scripts.filter((script) => ZOD_CODE.test(script.text));
      expect(offenders.map((script) => script.file)).toEqual([]);
    });
  }

  it('the marker does find zod in the build (the admin forms), so the checks above can fail', () => {
    expect(allChunks()).toMatch(ZOD_CODE);
  });
});

// The header's search and the chart viewer are downloaded when first used, the hero's field list
// with the admin's form: not with the first load, and not with any page
// (docs/decisions.md#visitor-budget, #one-hero-field-list).
describe('the parts loaded on demand (build output in dist/, with its manifest)', () => {
  const built = existsSync(`${DIST}/.vite/manifest.json`);
  for (const [what, pattern] of Object.entries(ON_DEMAND_CODE)) {
    it(`keeps the ${what} out of the first load and out of every public page's chunks`, () => {
      const scripts = built ? loadedScripts(DIST, Object.values(PUBLIC_PAGES)) : [];
      expect(scripts.length).toBeGreaterThan(1);
      const offenders = scripts.filter((script) => pattern.test(script.text));
      expect(offenders.map((script) => script.file)).toEqual([]);
    });

    it(`the marker does find the ${what} in the build, so the check above can fail`, () => {
      expect(allChunks()).toMatch(pattern);
    });
  }
});

function allChunks(): string {
  const chunks = readdirSync(`${DIST}/assets`).filter((name) => name.endsWith('.js'));
  return chunks.map((name) => readFileSync(`${DIST}/assets/${name}`, 'utf8')).join('\n');
}

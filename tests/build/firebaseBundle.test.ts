// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_IN_VISITOR_CODE, loadedScripts } from './visitorBundle';

/** npm test builds the SPA with VITE_BACKEND=firebase (and a demo config) into this folder. */
const DIST = 'dist-firebase';
const ADAPTER = 'src/backend/firebase/index.ts';
/**
 * The http build's 105 KB plus Firebase App and Firestore Lite: a Firebase site talks to Google's
 * servers straight from the browser, so it carries their client instead of our small one.
 */
const FIRST_LOAD_BUDGET_GZIP = 150 * 1024;

/** Code that a visitor of the Firebase build must not download before signing in or uploading. */
const NOT_FOR_VISITORS: Record<string, RegExp> = {
  'Firebase Auth': /identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com/,
  'Cloud Storage': /firebasestorage\.googleapis\.com/,
  'guide HTML sanitizer used on write': /uponSanitizeAttribute/,
  'admin sign-in page': FORBIDDEN_IN_VISITOR_CODE['admin sign-in page']!,
  'admin bar': FORBIDDEN_IN_VISITOR_CODE['admin bar']!,
  'admin guide pages': FORBIDDEN_IN_VISITOR_CODE['admin guide pages']!,
  'rich-text editor': FORBIDDEN_IN_VISITOR_CODE['rich-text editor']!,
};

const chunksOf = (dir: string) =>
  readdirSync(`${dir}/assets`)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(`${dir}/assets/${name}`, 'utf8'));

describe('the Firebase build (VITE_BACKEND=firebase, in dist-firebase/)', () => {
  it('exists: npm test builds it first', () => {
    expect(existsSync(`${DIST}/.vite/manifest.json`), 'npm test builds it').toBe(true);
  });

  const built = existsSync(`${DIST}/.vite/manifest.json`);
  const scripts = built ? loadedScripts(DIST, [ADAPTER]) : [];
  const firstLoad = scripts.map((script) => script.text).join('\n');

  it('loads Firestore (and only Firestore Lite) on first visit', () => {
    expect(firstLoad).toMatch(/firestore\.googleapis\.com/);
    // The full SDK's realtime channel (a log tag it keeps as a string); Lite uses plain HTTPS.
    expect(firstLoad).not.toMatch(/WebChannelConnection/);
  });

  for (const [what, pattern] of Object.entries(NOT_FOR_VISITORS)) {
    it(`carries no ${what} code on first visit`, () => {
      const offenders = scripts.filter((script) => pattern.test(script.text)).map((s) => s.file);
      expect(offenders).toEqual([]);
    });
  }

  it('the markers do find Auth, Storage and the sanitizer in the build (so the checks can fail)', () => {
    const all = built ? chunksOf(DIST).join('\n') : '';
    expect(all).toMatch(NOT_FOR_VISITORS['Firebase Auth']!);
    expect(all).toMatch(NOT_FOR_VISITORS['Cloud Storage']!);
    expect(all).toMatch(NOT_FOR_VISITORS['guide HTML sanitizer used on write']!);
  });

  it(`stays within ${FIRST_LOAD_BUDGET_GZIP / 1024} KB gzip of first-load JavaScript`, () => {
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP);
  });
});

describe('the default build (dist/)', () => {
  it('contains no Firebase code at all', () => {
    const offenders = chunksOf('dist').filter((text) =>
      /@firebase\/|firestore\.googleapis\.com|identitytoolkit\.googleapis\.com/.test(text),
    );
    expect(offenders).toEqual([]);
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HEADLESS_SHELL_LAUNCH } from '../../playwright.config';
import { publicPages } from './publicPages';
import { recordScriptBodies } from '../support/scriptBodies';

const DIST = 'dist';
/** No public page makes a visitor download more JavaScript than this, gzip -9, chunks included. */
const JS_BUDGET_GZIP = 105 * 1024;
const origin = inject('siteOrigin');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes exactly as sent (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** The entry module index.html loads, and one page's own chunk (a route opened by a visitor). */
function scriptsToCheck(): { what: string; file: string }[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = html.match(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/)?.[1];
  if (!entry) throw new Error(`${DIST}/index.html loads no module script`);
  const manifest = JSON.parse(
    readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const chunks = Object.values(manifest);
  // The hero list's chunk, or any page chunk large enough to be compressed (over 1 KB).
  const route =
    manifest['src/features/heroes/HeroesPage.tsx'] ??
    chunks.find(
      (chunk) =>
        chunk.isDynamicEntry &&
        chunk.file.endsWith('.js') &&
        readFileSync(path.join(DIST, chunk.file)).length > 2048,
    );
  if (!route) throw new Error(`no route chunk in ${DIST}/.vite/manifest.json`);
  return [
    { what: 'the entry script', file: entry },
    { what: `a route chunk (${route.src ?? route.file})`, file: route.file },
  ];
}

describe('JavaScript on the wire', () => {
  const scripts = scriptsToCheck();
  const encodings = [
    { accept: 'br, gzip', expected: 'br', decode: brotliDecompressSync },
    { accept: 'gzip', expected: 'gzip', decode: gunzipSync },
  ];
  for (const { what, file } of scripts) {
    for (const { accept, expected, decode } of encodings) {
      it(`${what} comes as ${expected} for Accept-Encoding: ${accept}, and decodes to the file`, async () => {
        const response = await rawGet(`${origin}/${file}`, { 'accept-encoding': accept });
        expect(response.status, file).toBe(200);
        expect(response.headers['content-type'], file).toMatch(/javascript/);
        expect(response.headers['content-encoding'], file).toBe(expected);
        const original = readFileSync(path.join(DIST, file));
        expect(response.body.length, `${file} on the wire`).toBeLessThan(original.length);
        expect(decode(response.body).equals(original), `${file} decoded`).toBe(true);
      });
    }
    it(`${what} comes as is without Accept-Encoding`, async () => {
      const response = await rawGet(`${origin}/${file}`, {});
      expect(response.headers['content-encoding'], file).toBeUndefined();
      expect(response.body.equals(readFileSync(path.join(DIST, file))), file).toBe(true);
    });
  }
});

interface Script {
  name: string;
  gzipBytes: number;
  wireBytes: number;
}

interface Visit {
  scripts: Script[];
  gzipTotal: number;
  consoleErrors: string[];
  cspViolations: string[];
}

/** The page reports each violation of its Content-Security-Policy through this binding. */
const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (event) => {
  window.__reportCspViolation(
    event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' in ' +
      (event.sourceFile || '?') + ':' + event.lineNumber + ':' + event.columnNumber,
  );
});`;

let browser: Browser | undefined;

/** Each script's gzip -9 size, computed once: the pages share most of their scripts. */
const gzipSizes = new Map<string, number>();
function gzipSizeOf(file: string, body: Buffer): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(body, { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

beforeAll(async () => {
  // The headless shell, as in the browser tests: it asks for the same files as the full browser
  // at a fraction of its CPU, and this phase runs beside those tests.
  browser = await chromium.launch(HEADLESS_SHELL_LAUNCH);
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A first-time visitor (new context: empty cache) opening one page until it shows its heading
 * and the network is then idle (on a busy CPU the network may rest before the page's own chunks
 * are even asked for); `before` prepares the context, `then` runs on the loaded page.
 */
async function visit(
  pagePath: string,
  {
    before,
    then,
    quiet = false,
  }: {
    before?: (context: BrowserContext) => Promise<unknown>;
    then?: (page: Page) => Promise<void>;
    quiet?: boolean;
  } = {},
): Promise<Visit> {
  if (!browser) throw new Error('Chromium did not start');
  const context = await browser.newContext();
  const consoleErrors: string[] = [];
  const cspViolations: string[] = [];
  try {
    await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
      cspViolations.push(text.replaceAll(origin, ''));
    });
    await context.addInitScript({ content: CSP_LISTENER });
    await before?.(context);
    const page = await context.newPage();
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy/i.test(text)) cspViolations.push(`console: ${text}`);
      if (message.type() === 'error') consoleErrors.push(text);
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    const bodies = recordScriptBodies(
      page,
      (response) => new URL(response.url()).pathname.endsWith('.js'),
      async (response): Promise<Script> => {
        const name = new URL(response.url()).pathname;
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          name,
          gzipBytes: gzipSizeOf(name, body),
          wireBytes: sizes.responseBodySize,
        };
      },
    );
    const response = await page.goto(`${origin}${pagePath}`);
    expect(response?.status(), `${pagePath} answered`).toBe(200);
    await page
      .getByRole('heading', { level: 1 })
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(() => expect.fail(`${pagePath} showed no heading (h1) within 60 s`));
    await page.waitForLoadState('networkidle');
    await then?.(page);
    const scripts = [...(await bodies.read()).values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipTotal = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const wireTotal = scripts.reduce((sum, script) => sum + script.wireBytes, 0);
    if (!quiet)
      console.log(
        `${pagePath}: ${kb(gzipTotal)} gzip of JavaScript in ${scripts.length} scripts (${kb(wireTotal)} on the wire)`,
      );
    return { scripts, gzipTotal, consoleErrors, cspViolations };
  } finally {
    await context.close();
  }
}

describe('each public page, as a first-time visitor in Chromium', () => {
  for (const pagePath of publicPages()) {
    describe(pagePath, () => {
      let visited: Promise<Visit> | undefined;
      const load = () => (visited ??= visit(pagePath));

      it(`downloads at most ${JS_BUDGET_GZIP / 1024} KB gzip of JavaScript`, async () => {
        const { scripts, gzipTotal } = await load();
        expect(scripts.length, 'scripts downloaded').toBeGreaterThan(0);
        const list = scripts.map((script) => `${script.name} ${kb(script.gzipBytes)}`).join(', ');
        expect(
          gzipTotal,
          `${pagePath}: ${kb(gzipTotal)} gzip of JavaScript, over ${kb(JS_BUDGET_GZIP)}: ${list}`,
        ).toBeLessThanOrEqual(JS_BUDGET_GZIP);
      });

      it('logs no console error', async () => {
        const { consoleErrors } = await load();
        expect(consoleErrors, `console errors on ${pagePath}`).toEqual([]);
      });

      it('reports no Content-Security-Policy violation', async () => {
        const { cspViolations } = await load();
        expect(cspViolations, `CSP violations on ${pagePath}`).toEqual([]);
      });
    });
  }
});

describe('the checks above', () => {
  it('do see a Content-Security-Policy violation and a console error, so they can fail', async () => {
    const { consoleErrors, cspViolations } = await visit('/disclaimer', {
      quiet: true,
      // The probe some libraries make to learn whether they may compile code (zod does), from
      // one of our own scripts.
      before: (context) =>
        context.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
          const response = await route.fetch();
          await route.fulfill({
            status: response.status(),
            contentType: 'text/javascript',
            body: `${await response.text()}\ntry { new Function(''); } catch {}\n`,
          });
        }),
      then: async (page) => {
        // An inline script whose hash the policy does not list: the browser refuses and reports it.
        await page.evaluate(`(() => {
          const script = document.createElement('script');
          script.textContent = 'window.notAllowed = true';
          document.head.append(script);
        })()`);
        await page.waitForTimeout(200);
      },
    });
    expect(cspViolations.join('\n')).toMatch(/script-src-elem blocked inline/);
    expect(cspViolations.join('\n')).toMatch(/script-src blocked eval/);
    expect(consoleErrors.join('\n')).toMatch(/Content Security Policy/);
  });
});

/**
 * Hero list at scale (`npx tsx bench/heroes.ts`; run `npx vite build` first for the browser part):
 * - import of 2,000 generated heroes through the real server (buildApp on a fresh memory PGlite);
 * - GET /api/heroes holding 2,000 heroes: p50/p95 and payload size;
 * - the domain filter over 2,000 heroes, per keystroke;
 * - the /heroes page in Chromium with 2,000 heroes: first render, and per keystroke from the input
 *   event until the filtered list is on screen (performance.now() in the page).
 * Figures go to bench/README.md by hand, with the date.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { App } from '../server/app';
import { makeTestApp, signInAs } from '../tests/support/testApp';
import type { Hero } from '../src/domain/hero';
import { filterHeroes } from '../src/domain/heroFilter';
import { ROWS_PER_PAGE } from '../src/features/heroes/HeroList';
import { generatedHeroes } from './generatedHeroes';

const HERO_COUNT = 2000;
const IMPORT_RUNS = 3;
const LIST_REQUESTS = 100;
const TYPED = 'ár 1999';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DIST = path.resolve('dist');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? NaN)}`;
};

async function importInto(app: App, data: unknown): Promise<number> {
  const cookie = await signInAs(app, 'admin');
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/heroes/import',
    payload: { file: data },
    headers: { cookie },
  });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`import failed: ${response.body}`);
  const report = response.json<{ imported: number }>();
  if (report.imported !== HERO_COUNT) throw new Error(`imported ${report.imported}`);
  return elapsed;
}

async function benchImport(data: unknown) {
  const times: number[] = [];
  for (let run = 0; run < IMPORT_RUNS; run += 1) {
    const app = await makeTestApp();
    try {
      times.push(await importInto(app, data));
    } finally {
      await app.close();
    }
  }
  console.log(`import ${HERO_COUNT} heroes (fresh database each run): ${times.map(ms).join(', ')}`);
}

async function benchList(app: App) {
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < LIST_REQUESTS; i += 1) {
    const started = performance.now();
    const response = await app.inject('/api/heroes');
    times.push(performance.now() - started);
    body = response.body;
  }
  const bytes = Buffer.byteLength(body);
  const gzip = gzipSync(body).length;
  console.log(`GET /api/heroes x${LIST_REQUESTS} with ${HERO_COUNT} heroes: ${summary(times)}`);
  console.log(`  payload ${(bytes / 1024).toFixed(0)} KiB, gzip ${(gzip / 1024).toFixed(0)} KiB`);
  return JSON.parse(body) as Hero[];
}

function benchFilter(heroes: Hero[]) {
  const times: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (let length = 0; length <= TYPED.length; length += 1) {
      const started = performance.now();
      filterHeroes(heroes, { query: TYPED.slice(0, length), tier: '' });
      times.push(performance.now() - started);
    }
  }
  console.log(`filterHeroes over ${heroes.length} heroes, per keystroke: ${summary(times)}`);
}

async function benchPage(app: App, heroes: Hero[]) {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.log('page: skipped (run `npx vite build` first)');
    return;
  }
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const started = Date.now();
    await page.goto(`${address}/heroes`);
    await page
      .locator('.hero-row')
      .nth(ROWS_PER_PAGE - 1)
      .waitFor({ state: 'attached' });
    console.log(
      `page: /heroes with ${HERO_COUNT} heroes: first ${ROWS_PER_PAGE} rows shown ${Date.now() - started} ms after goto`,
    );

    // Each step: the value the input gets, and how many rows the page then shows (its first page).
    const steps: { value: string; expected: number }[] = [];
    for (let length = 1; length <= TYPED.length; length += 1)
      steps.push({ value: TYPED.slice(0, length), expected: 0 });
    for (let length = TYPED.length - 1; length >= 0; length -= 1)
      steps.push({ value: TYPED.slice(0, length), expected: 0 });
    for (const step of steps) {
      const kept = filterHeroes(heroes, { query: step.value, tier: '' }).length;
      step.expected = Math.min(kept, ROWS_PER_PAGE);
    }

    // A plain string: tsx would wrap functions passed to evaluate in helpers the page lacks.
    const times = (await page.evaluate(`(async (keystrokes) => {
      const input = document.querySelector('#hero-search');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const shown = () => document.querySelectorAll('.hero-row').length;
      const results = [];
      for (const { value, expected } of keystrokes) {
        const started = performance.now();
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        while (shown() !== expected) await frame();
        await frame();
        results.push(performance.now() - started);
      }
      return results;
    })(${JSON.stringify(steps)})`)) as number[];
    if (process.env.BENCH_VERBOSE) console.log(times.map((t) => t.toFixed(1)).join(' '));
    const typing = times.slice(0, TYPED.length);
    const erasing = times.slice(TYPED.length);
    console.log(
      `page: typing "${TYPED}" per keystroke until the list is painted: ${summary(typing)}`,
    );
    console.log(`page: erasing it again (rows come back) per keystroke: ${summary(erasing)}`);
  } finally {
    await browser.close();
  }
}

async function main() {
  const data = generatedHeroes(HERO_COUNT);
  if (!process.env.BENCH_PAGE_ONLY) await benchImport(data);
  const app = await makeTestApp({ staticDir: DIST });
  try {
    await importInto(app, data);
    const heroes = await benchList(app);
    benchFilter(heroes);
    await benchPage(app, heroes);
  } finally {
    await app.close();
  }
}

await main();

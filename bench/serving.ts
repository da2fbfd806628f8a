/**
 * Serving under load (`npx tsx bench/serving.ts`; build dist first), the build's server as
 * `npm start` runs it (`node dist/.server/main.js`), on 127.0.0.1 with a PGlite data dir in a temporary folder:
 * - `GET /heroes` (the HTML page) and `GET /api/heroes`, with the 12 sample heroes and with 2,000,
 *   each against a static file of the very same bytes served by the same server (precompressed
 *   like every built asset): autocannon, 30 connections, 10 s after a 2 s warm-up, every request
 *   with `Accept-Encoding: br, gzip` as a browser sends; autocannon runs in two worker threads, so
 *   the admin's saves below are timed on an event loop its parsing does not hold up;
 * - an admin at work while the 2,000-hero reads run: saving a code about every 100 ms (other
 *   content: the heroes' answers stay cached), then, in a run of its own, a hero once a second
 *   (each save changes the very page being read, which is built again);
 * - the server's peak resident memory (VmHWM).
 * The static files must exist when the server starts (it lists its build then), so the server is
 * started three times on the same data: to read the 12-hero answers, to measure them and import
 * the heroes, and to measure the 2,000-hero answers. Figures go to bench/README.md by hand.
 *
 * `--postgres` runs it on a throw-away PostgreSQL server (Debian's binaries, as the tests start
 * one) instead of PGlite; `--node-args="--max-old-space-size=128"` starts the server's Node with
 * those flags (docs/deploy.md sets them).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import autocannon, { type Options } from 'autocannon';
import { precompressDir } from '../scripts/precompress';
import {
  BUILT_SERVER_ADMIN,
  startBuiltServer,
  type BuiltServer,
} from '../tests/support/builtServer';
import type { Code } from '../src/domain/code';
import type { Hero } from '../src/domain/hero';
import { startPostgres, type RunningPostgres } from '../tests/support/postgresServer';
import { generatedHeroes } from './generatedHeroes';

const HERO_COUNT = 2000;
const CONNECTIONS = 30;
/** autocannon's worker threads, sharing the connections. */
const LOAD_WORKERS = 2;
const DURATION_S = 10;
const WARMUP_S = 2;
/** How often the admin saves, by what is saved. */
const SAVE_EVERY_MS = { code: 100, hero: 1000 } as const;
type Saved = keyof typeof SAVE_EVERY_MS;
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const BENCH_DIR = 'bench-assets';
const DIST = path.resolve('dist');

interface Target {
  label: string;
  /** The dynamic answer, and the static file holding the same bytes. */
  url: string;
  staticFile: (heroes: number) => string;
}

const TARGETS: Target[] = [
  { label: '`GET /heroes` (HTML)', url: '/heroes', staticFile: (n) => `heroes-page-${n}.html` },
  {
    label: '`GET /api/heroes`',
    url: '/api/heroes',
    staticFile: (n) => `api-heroes-${n}.json`,
  },
];

interface Run {
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  /** Average bytes per answer on the wire, headers included. */
  wireBytes: number;
  encoding: string;
  failures: number;
}

interface Row {
  heroes: number;
  label: string;
  bytes: number;
  dynamic: Run;
  static: Run;
}

interface SaveStats {
  what: string;
  during: string;
  samples: number[];
  failures: number;
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const mib = (kb: number) => `${Math.round(kb / 1024)} MiB`;

function peakRssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? NaN);
}

async function encodingOf(url: string): Promise<string> {
  const response = await fetch(url, { headers: ACCEPT });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.headers.get('content-encoding') ?? 'none';
}

/**
 * Waits until the server has worked off what a finished run left queued (autocannon stops
 * waiting for answers at its end, the server does not stop working on them): two health checks
 * in a row answered within 20 ms.
 */
async function settle(origin: string) {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    try {
      await (await fetch(`${origin}/api/health`)).arrayBuffer();
      quick = performance.now() - started < 20 ? quick + 1 : 0;
    } catch {
      // A kept-alive connection the server closed meanwhile: ask again.
      quick = 0;
    }
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * autocannon's options for `seconds` of load. Its parsing of the answers, not the server, is what
 * saturates first (one thread of it used a whole core while the server used half of the other), so
 * it runs in worker threads, which also leaves the main thread to the admin's timed saves.
 */
function loadOptions(url: string, seconds: number): Options {
  return {
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    headers: ACCEPT,
    workers: LOAD_WORKERS,
  };
}

/** One measured run; `alongside` works while the measured part lasts (after the warm-up). */
async function load(
  url: string,
  alongside?: (running: Promise<unknown>) => Promise<void>,
): Promise<Run> {
  const { origin } = new URL(url);
  const encoding = await encodingOf(url);
  await autocannon(loadOptions(url, WARMUP_S));
  await settle(origin);
  // autocannon answers a thenable with events; a real promise can be shared.
  const measured = Promise.resolve(autocannon(loadOptions(url, DURATION_S)));
  const [result] = await Promise.all([measured, alongside?.(measured)]);
  const answered = result.requests.total;
  const run: Run = {
    reqPerSec: answered / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    wireBytes: answered ? result.throughput.total / answered : 0,
    encoding,
    failures: result.non2xx + result.errors,
  };
  await settle(origin);
  return run;
}

/** The answer's bytes as the server sends them before compression. */
async function identityBody(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Writes each answer's bytes as a static file of the copied build, compressed as the build is. */
async function writeStaticCopies(server: BuiltServer, distCopy: string, heroes: number) {
  const dir = path.join(distCopy, BENCH_DIR);
  mkdirSync(dir, { recursive: true });
  const sizes = new Map<string, number>();
  for (const target of TARGETS) {
    const body = await identityBody(`${server.origin}${target.url}`);
    writeFileSync(path.join(dir, target.staticFile(heroes)), body);
    sizes.set(target.url, body.length);
  }
  await precompressDir(dir);
  return sizes;
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(BUILT_SERVER_ADMIN),
  });
  if (!response.ok)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}

async function api<T>(
  origin: string,
  cookie: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      cookie,
      origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function importHeroes(origin: string, count: number) {
  const cookie = await signIn(origin);
  const report = await api<{ imported: number }>(origin, cookie, 'POST', '/api/heroes/import', {
    file: generatedHeroes(count, ' Bench'),
  });
  if (report.imported !== count) throw new Error(`imported ${report.imported} of ${count}`);
  const heroes = await api<Hero[]>(origin, cookie, 'GET', '/api/heroes');
  if (heroes.length !== HERO_COUNT) throw new Error(`${heroes.length} heroes, not ${HERO_COUNT}`);
}

interface Admin {
  origin: string;
  cookie: string;
  code: Code;
  hero: Hero;
}

/** Signed in, with the code and the hero it will save (read before any load starts). */
async function admin(origin: string): Promise<Admin> {
  const cookie = await signIn(origin);
  const [code] = await api<Code[]>(origin, cookie, 'GET', '/api/codes');
  const [hero] = await api<Hero[]>(origin, cookie, 'GET', '/api/heroes');
  if (!code || !hero) throw new Error('no code or no hero to save');
  return { origin, cookie, code, hero };
}

/**
 * An admin at work while `during` runs: saving a code or a hero every SAVE_EVERY_MS of its kind
 * (or at once when a save took longer), each with the version it read last.
 */
async function adminSaves(
  { origin, cookie, code: firstCode, hero: firstHero }: Admin,
  label: string,
  saved: Saved,
  during: Promise<unknown>,
): Promise<{ saves: SaveStats[]; code: Code; hero: Hero }> {
  let code = firstCode;
  let hero = firstHero;
  const codes: SaveStats = { what: 'code', during: label, samples: [], failures: 0 };
  const heroes: SaveStats = { what: 'hero', during: label, samples: [], failures: 0 };
  const timed = async (stats: SaveStats, save: () => Promise<void>) => {
    const started = performance.now();
    try {
      await save();
      stats.samples.push(performance.now() - started);
    } catch (error) {
      stats.failures += 1;
      console.error(`${stats.what} save failed: ${(error as Error).message}`);
    }
  };
  let running = true;
  void during.finally(() => (running = false));
  for (let round = 0; running; round += 1) {
    const started = performance.now();
    if (saved === 'code')
      await timed(codes, async () => {
        const input = {
          code: round % 2 ? firstCode.code : `${firstCode.code}2`,
          neverExpires: code.neverExpires,
          expirationDate: code.expirationDate,
        };
        code = await api<Code>(origin, cookie, 'PUT', `/api/codes/${code.id}`, {
          code: input,
          baseVersion: code.version,
        });
      });
    if (saved === 'hero')
      await timed(heroes, async () => {
        const { name, tier, stats, imagePath, ...lists } = hero;
        const input = {
          name,
          tier,
          description: `${firstHero.description}${round % 2 ? '' : ' (saved)'}`,
          stats,
          imagePath,
          recommendedTalisman: lists.recommendedTalisman,
          recommendedSpirit: lists.recommendedSpirit,
          recommendedRune: lists.recommendedRune,
          recommendedCodex: lists.recommendedCodex,
          recommendedPet: lists.recommendedPet,
        };
        hero = await api<Hero>(origin, cookie, 'PUT', `/api/heroes/${hero.id}`, {
          hero: input,
          baseVersion: hero.version,
        });
      });
    const rest = SAVE_EVERY_MS[saved] - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  return { saves: [saved === 'code' ? codes : heroes], code, hero };
}

async function measure(
  server: BuiltServer,
  heroes: number,
  sizes: Map<string, number>,
  rows: Row[],
  saves: SaveStats[],
) {
  const saving = heroes === HERO_COUNT ? await admin(server.origin) : null;
  const readWhileSaving = (target: Target, saved: Saved) =>
    load(
      `${server.origin}${target.url}`,
      saving
        ? async (running) => {
            const stats = await adminSaves(saving, target.label, saved, running);
            saving.code = stats.code;
            saving.hero = stats.hero;
            saves.push(...stats.saves);
          }
        : undefined,
    );
  for (const target of TARGETS) {
    console.log(`${heroes} heroes: ${target.url} ...`);
    const dynamic = await readWhileSaving(target, 'code');
    const staticRun = await load(`${server.origin}/${BENCH_DIR}/${target.staticFile(heroes)}`);
    const bytes = sizes.get(target.url) ?? 0;
    rows.push({ heroes, label: target.label, bytes, dynamic, static: staticRun });
    if (!saving) continue;
    console.log(`${heroes} heroes: ${target.url} while a hero is saved every second ...`);
    const withHeroSaves = await readWhileSaving(target, 'hero');
    const label = `${target.label}, a hero saved every second`;
    rows.push({ heroes, label, bytes, dynamic: withHeroSaves, static: staticRun });
  }
}

function runCells(run: Run): string {
  const failed = run.failures ? ` (${run.failures} failed)` : '';
  const perSec = run.reqPerSec < 10 ? run.reqPerSec.toFixed(1) : Math.round(run.reqPerSec);
  return `${perSec.toLocaleString('en')}${failed} | ${ms(run.p50)} | ${ms(run.p99)}`;
}

function report(rows: Row[], saves: SaveStats[], peaks: [string, number][]) {
  console.log('');
  console.log(
    `Autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s of warm-up, Accept-Encoding: br, gzip.`,
  );
  console.log('');
  console.log(
    '| heroes | request | bytes (wire) | req/s | p50 | p99 | static req/s | static p50 | static p99 | ratio |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const wire = `${row.bytes.toLocaleString('en')} (${Math.round(row.dynamic.wireBytes).toLocaleString('en')} ${row.dynamic.encoding})`;
    const ratio = (row.dynamic.reqPerSec / row.static.reqPerSec).toFixed(
      row.dynamic.reqPerSec < row.static.reqPerSec / 100 ? 3 : 2,
    );
    console.log(
      `| ${row.heroes.toLocaleString('en')} | ${row.label} | ${wire} | ${runCells(row.dynamic)} | ${runCells(row.static)} | ${ratio} |`,
    );
  }
  console.log('');
  console.log(
    `| admin save, while the ${HERO_COUNT.toLocaleString('en')}-hero reads run | saves | p50 | p99 | max |`,
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const stats of saves) {
    const sorted = [...stats.samples].sort((a, b) => a - b);
    const failed = stats.failures ? ` (${stats.failures} failed)` : '';
    console.log(
      `| ${stats.what} (PUT with its version), during ${stats.during} | ${sorted.length}${failed} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? NaN)} |`,
    );
  }
  console.log('');
  for (const [when, kb] of peaks) console.log(`Server peak memory (VmHWM) ${when}: ${mib(kb)}`);
  console.log('');
  console.log(
    `Targets: ratio ≥ 0.8 and p99 < 50 ms at ${HERO_COUNT.toLocaleString('en')} heroes; admin save p99 < 100 ms.`,
  );
}

/** `--name=value` from the command line, or undefined. */
function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function main() {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('dist/index.html is missing: run `npx vite build` first.');
    process.exit(1);
  }
  const postgres: RunningPostgres | null = process.argv.includes('--postgres')
    ? await startPostgres()
    : null;
  const nodeArgs = argument('node-args')?.split(/\s+/).filter(Boolean) ?? [];
  console.log(
    `database: ${postgres ? 'PostgreSQL' : 'PGlite'}; server's Node flags: ${nodeArgs.join(' ') || 'none'}`,
  );
  try {
    await run(postgres, nodeArgs);
  } finally {
    postgres?.stop();
  }
}

async function run(postgres: RunningPostgres | null, nodeArgs: string[]) {
  // Inside the project: the build's server there finds the packages in node_modules.
  mkdirSync('.tmp', { recursive: true });
  const tmp = mkdtempSync(path.resolve('.tmp', 'serving-'));
  const distCopy = path.join(tmp, 'dist');
  const dataDir = path.join(tmp, 'data');
  cpSync(DIST, distCopy, { recursive: true });
  const rows: Row[] = [];
  const saves: SaveStats[] = [];
  const peaks: [string, number][] = [];
  let server: BuiltServer | undefined;
  const start = async () =>
    (server = await startBuiltServer({
      staticDir: distCopy,
      dataDir,
      nodeArgs,
      fromBuild: true,
      env: postgres ? { DATABASE_URL: postgres.url } : {},
    }));
  const stop = async (when?: string) => {
    if (server && when) peaks.push([when, peakRssKb(server.pid)]);
    await server?.stop();
    server = undefined;
  };
  try {
    console.log('new data dir with the sample data: reading the 12-hero answers ...');
    const sizes12 = await writeStaticCopies(await start(), distCopy, 12);
    await stop();

    await start();
    await measure(server!, 12, sizes12, rows, saves);
    console.log(`importing ${HERO_COUNT - 12} heroes (${HERO_COUNT} in all) ...`);
    await importHeroes(server!.origin, HERO_COUNT - 12);
    const sizes2000 = await writeStaticCopies(server!, distCopy, HERO_COUNT);
    await stop('with 12 heroes, then the import');

    await start();
    await measure(server!, HERO_COUNT, sizes2000, rows, saves);
    await stop(`with ${HERO_COUNT.toLocaleString('en')} heroes`);
  } finally {
    await stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  report(rows, saves, peaks);
}

await main();

/**
 * Start-up and memory of the server as production and `npm start` run it (`node
 * dist/.server/main.js`, the build's compiled server, its ready data folder and sample pictures), on the embedded default (PGlite) and
 * on PostgreSQL (a throw-away server of Debian's binaries, as the tests start one):
 * - PGlite alone: a bare Node process opening a data folder the server made and reading the
 *   heroes (its time, and the memory it adds);
 * - first start: a new data folder (a new database) until /api/health answers, sample data
 *   included, and the peak memory of that start;
 * - warm start: the same data again;
 * - resident memory after a reader's tour (every page of the sitemap), and at rest, once the guide
 *   sanitizer's thread has ended (server/guides/sanitizeGuideHtml.ts).
 * Peak memory under serving load is bench/serving.ts's (`--postgres` for PostgreSQL).
 * Run: npx tsx bench/startup.ts [--pglite | --postgres]; build dist first. Figures go in
 * bench/README.md by hand.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SANITIZER_IDLE_MS } from '../server/guides/sanitizeGuideHtml';
import { startBuildTimed } from '../tests/support/builtServer';
import { startPostgres } from '../tests/support/postgresServer';
import { processMemory, readEveryPage } from '../tests/support/processMemory';

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Start {
  ms: number;
  /** Peak memory of the start, until healthy. */
  startPeak: number;
  afterTour: number;
  atRest: number;
  pages: number;
}

async function startOnce(dataDir: string, env: Record<string, string>): Promise<Start> {
  const { server, ms } = await startBuildTimed(dataDir, env);
  try {
    const startPeak = processMemory(server.pid).peak;
    const pages = await readEveryPage(server.origin);
    const afterTour = processMemory(server.pid).rss;
    await new Promise((resolve) => setTimeout(resolve, SANITIZER_IDLE_MS + 5_000));
    return { ms, startPeak, afterTour, atRest: processMemory(server.pid).rss, pages };
  } finally {
    await server.stop();
  }
}

function report(database: string, first: Start, warm: Start) {
  console.log(`\n${database}`);
  console.log('| measure | first start (new data) | warm start |');
  console.log('| --- | --- | --- |');
  console.log(`| until /api/health answers | ${s(first.ms)} | ${s(warm.ms)} |`);
  console.log(
    `| peak memory while starting (VmHWM) | ${first.startPeak} MiB | ${warm.startPeak} MiB |`,
  );
  console.log(
    `| resident after every page of the sitemap (${warm.pages}) | ${first.afterTour} MiB | ${warm.afterTour} MiB |`,
  );
  console.log(`| resident at rest (VmRSS) | ${first.atRest} MiB | ${warm.atRest} MiB |`);
}

/** PGlite opening `dataDir` in a bare Node process (tsx loaded first, and left out of the sum). */
function pgliteAlone(dataDir: string): string {
  const script = `
    import { openPglite } from './server/db/pglite.ts';
    const rss = () => Math.round(process.memoryUsage().rss / 1048576);
    const before = rss();
    const started = performance.now();
    const db = await openPglite(${JSON.stringify(dataDir)});
    const heroes = await db.query('SELECT * FROM heroes');
    const ms = Math.round(performance.now() - started);
    console.log(\`\${ms} ms, \${heroes.length} heroes read; \${rss() - before} MiB added (\${rss()} MiB in all)\`);
    await db.close();
  `;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  }).trim();
}

async function pglite() {
  const tmp = mkdtempSync(path.join(tmpdir(), 'hero-guide-startup-'));
  try {
    const dataDir = path.join(tmp, 'data');
    const first = await startOnce(dataDir, {});
    const warm = await startOnce(dataDir, {});
    report('PGlite (embedded, DATA_DIR a new folder)', first, warm);
    // A copy: the server's folder keeps its lock and backups as they were.
    cpSync(dataDir, path.join(tmp, 'alone'), { recursive: true });
    console.log(
      `\nPGlite alone, opening the warm data folder: ${pgliteAlone(path.join(tmp, 'alone'))}`,
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function postgres() {
  const tmp = mkdtempSync(path.join(tmpdir(), 'hero-guide-startup-'));
  const server = await startPostgres();
  try {
    const env = { DATABASE_URL: server.url };
    const first = await startOnce(path.join(tmp, 'data'), env);
    const warm = await startOnce(path.join(tmp, 'data'), env);
    report('PostgreSQL (DATABASE_URL, a new database)', first, warm);
  } finally {
    server.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

const only = process.argv.find((arg) => arg === '--pglite' || arg === '--postgres');
if (only !== '--postgres') await pglite();
if (only !== '--pglite') await postgres();

/**
 * Start-up and first-read figures for the embedded default (PGlite):
 * - cold start: new data dir (migrations + sample data) until /api/health answers;
 * - warm start: the same data dir again;
 * - resident memory of the server after start;
 * - GET /api/heroes latency over 200 sequential requests (p50 / p95).
 * Run: npx tsx bench/startup.ts   (figures go in bench/README.md)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = 4390;
const origin = `http://127.0.0.1:${PORT}`;

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('server did not become healthy in time');
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function startOnce(dataDir: string) {
  const started = performance.now();
  // node with tsx's loader directly, so the measured pid is the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: 'inherit',
  });
  await waitForHealth(Date.now() + 60_000);
  const ms = Math.round(performance.now() - started);
  return { child, ms };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'hero-guide-bench-'));
try {
  const cold = await startOnce(dataDir);
  cold.child.kill('SIGTERM');
  await new Promise((resolve) => cold.child.once('exit', resolve));

  const warm = await startOnce(dataDir);
  const rss = rssMiB(warm.child.pid!);
  const timings: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const t = performance.now();
    const response = await fetch(`${origin}/api/heroes`);
    await response.arrayBuffer();
    timings.push(performance.now() - t);
  }
  timings.sort((a, b) => a - b);
  warm.child.kill('SIGTERM');
  await new Promise((resolve) => warm.child.once('exit', resolve));

  console.log(`cold start (new data dir, migrations + samples): ${cold.ms} ms`);
  console.log(`warm start: ${warm.ms} ms`);
  console.log(`server RSS after warm start: ${rss} MiB`);
  console.log(
    `GET /api/heroes x200: p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

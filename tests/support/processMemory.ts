import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A process's memory in MiB, from /proc/<pid>/status: resident now, and its peak so far. */
export interface ProcessMemory {
  /** VmRSS. */
  rss: number;
  /** VmHWM: the most it has held at once since it started. */
  peak: number;
}

export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mib = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024);
  return { rss: mib('VmRSS'), peak: mib('VmHWM') };
}

/**
 * Every page of the site's sitemap, asked once from `origin` (the sitemap names the public
 * address; the path is what counts), as a reader going through the whole site would: every page
 * kind is rendered, guides' rich text cleaned. Returns how many pages answered 200.
 */
export async function readEveryPage(origin: string): Promise<number> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
  let answered = 0;
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`);
    await response.arrayBuffer();
    if (response.status === 200) answered += 1;
  }
  return answered;
}

/**
 * The process's resident memory once it is below `mib`, or what it is at `deadline` (a time from
 * Date.now()): memory a server let go of (a thread ended, garbage collected) leaves its count over
 * a few seconds, later on a busy machine.
 */
export async function restingRss(pid: number, mib: number, deadline: number): Promise<number> {
  for (;;) {
    const { rss } = processMemory(pid);
    if (rss < mib || Date.now() >= deadline) return rss;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let ticksPerSecond: number | undefined;

/**
 * The CPU time a process has used so far (user and system, all its threads), in milliseconds,
 * from /proc/<pid>/stat: what a start costs, which other work on the machine stretches far less
 * than the time it takes.
 */
export function processCpuMs(pid: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's name (in brackets, which may hold spaces): state is the first,
  // utime the twelfth, stime the thirteenth.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

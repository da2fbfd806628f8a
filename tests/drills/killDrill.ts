/**
 * The kill drill (killDuringWrites.*.test.ts): the built server is killed with SIGKILL while admins
 * write, three times, on PGlite and on PostgreSQL, one file each so that they run side by side.
 * After each restart every write the server acknowledged (answered 201) is there, and the database
 * opens cleanly (the server starts and answers its health check).
 */
import { rm } from 'node:fs/promises';
import { afterAll, expect } from 'vitest';
import type { Code } from '../../src/domain/code';
import {
  signInToBuiltServer,
  startBuiltServer,
  type BuiltServer,
  type BuiltServerOptions,
} from '../support/builtServer';

export const ROUNDS = 3;
const WRITERS = 6;
/** How long the writers run before the kill; the kill lands mid-write. */
const WRITE_MS = 1500;

/** Data folders made by the drill, removed after the file's tests. */
export const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Every code the server holds, expired ones included (an admin's list). */
async function storedCodes(origin: string, cookie: string): Promise<Set<string>> {
  const response = await fetch(`${origin}/api/codes`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return new Set(((await response.json()) as Code[]).map((code) => code.code));
}

/**
 * Writers creating codes as fast as the server answers, until the server is killed; returns the
 * codes it acknowledged. A write cut off by the kill fails and is not counted.
 */
async function writeUntilKilled(server: BuiltServer, cookie: string, round: number) {
  const acknowledged: string[] = [];
  let killed = false;
  const writer = async (id: number) => {
    for (let n = 0; !killed; n += 1) {
      const code = `KILL-${round}-${id}-${n}`;
      try {
        const response = await fetch(`${server.origin}/api/codes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.origin, cookie },
          body: JSON.stringify({ code, neverExpires: true, expirationDate: null }),
        });
        if (response.status === 201) acknowledged.push(code);
      } catch {
        // The connection died with the server.
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
  await new Promise((resolve) => setTimeout(resolve, WRITE_MS));
  await server.kill();
  killed = true;
  await Promise.all(writers);
  return acknowledged;
}

/** Runs the drill on a server started with `options`; resolves with the writes acknowledged. */
export async function drill(options: Omit<BuiltServerOptions, 'staticDir'>) {
  // No sample data: the drill writes its own, and a first start then has less to do.
  const start = () =>
    startBuiltServer({
      staticDir: 'dist',
      shortLived: true,
      ...options,
      env: { SEED_SAMPLE_DATA: 'false', ...options.env },
    });
  const acknowledged: string[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const server = await start();
    const cookie = await signInToBuiltServer(server.origin);
    const stored = await storedCodes(server.origin, cookie);
    expect(acknowledged.filter((code) => !stored.has(code))).toEqual([]);
    const written = await writeUntilKilled(server, cookie, round);
    expect(written.length, `round ${round} acknowledged some writes`).toBeGreaterThan(0);
    acknowledged.push(...written);
  }
  const server = await start();
  try {
    const health = await fetch(`${server.origin}/api/health`);
    expect(health.status).toBe(200);
    const stored = await storedCodes(server.origin, await signInToBuiltServer(server.origin));
    expect(acknowledged.filter((code) => !stored.has(code))).toEqual([]);
    return acknowledged.length;
  } finally {
    await server.stop();
  }
}

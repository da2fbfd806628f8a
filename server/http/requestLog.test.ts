import { rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fakeDist } from '../../tests/support/fakeDist';
import { makeTestApp } from '../../tests/support/testApp';
import type { Config } from '../config';

/** A server logging at `level` into an array of parsed JSON lines. */
async function appLoggingAt(level: string, overrides: Partial<Config> = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await makeTestApp(overrides, { logger: { level, stream } });
  return { app, lines };
}

describe('request logging', () => {
  it.each([
    ['info', 0],
    ['warn', 0],
    ['debug', 1],
  ])('at LOG_LEVEL=%s logs %d line(s) per request', async (level, count) => {
    const { app, lines } = await appLoggingAt(level);
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      const requestLines = lines.filter((line) => line.reqId !== undefined);
      expect(requestLines).toHaveLength(count);
      if (count) {
        expect(requestLines[0]).toMatchObject({
          level: 20,
          msg: 'request completed',
          req: { method: 'GET', url: '/api/health' },
          res: { statusCode: 200 },
        });
      }
    } finally {
      await app.close();
    }
  });

  it('still logs a request that failed on the server at info', async () => {
    const { app, lines } = await appLoggingAt('info');
    try {
      app.get('/boom', () => {
        throw new Error('exploded');
      });
      const response = await app.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(503);
      expect(lines.some((line) => line.level === 50)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('logs a reader going away in the middle of a download at debug, not at the default level', async () => {
    const dist = await fakeDist('/');
    // Far more than the socket's buffers hold: the file is still being sent when the reader goes.
    await writeFile(path.join(dist, 'assets', 'big-abc123.bin'), Buffer.alloc(32 * 1024 * 1024));
    const { app, lines } = await appLoggingAt('debug', { staticDir: dist });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path: '/assets/big-abc123.bin' });
        request.on('response', (response) => {
          expect(response.statusCode).toBe(200);
          // The first bytes arrived: the reader goes away.
          response.once('data', () => request.destroy());
          response.on('close', resolve);
        });
        request.on('error', (error) => {
          if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
        });
        request.end();
      });
      const closed = () => lines.filter((line) => line.msg === 'stream closed prematurely');
      await expect.poll(() => closed().length, { timeout: 30_000 }).toBe(1);
      expect(closed()[0]).toMatchObject({ level: 20 });
      // Nothing about the request at the default level (the "listening" line is the server's own).
      expect(lines.filter((line) => line.reqId !== undefined && Number(line.level) >= 30)).toEqual(
        [],
      );
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});

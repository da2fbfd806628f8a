import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../tests/support/testApp';

/** A server logging at `level` into an array of parsed JSON lines. */
async function appLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await makeTestApp({}, { logger: { level, stream } });
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
});

// @vitest-environment node
import { connect, type Socket } from 'node:net';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { makeTestApp } from '../../tests/support/testApp';
import { fakeDist } from '../../tests/support/fakeDist';
import {
  BAD_URL_MESSAGE,
  NOT_FOUND_MESSAGE,
  SHUTTING_DOWN_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from './frameworkErrors';

let dist: string;
let app: App;
beforeAll(async () => {
  dist = await fakeDist('/');
  app = await makeTestApp({ staticDir: dist });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

/** The whole answer to raw request bytes, read until the server closes the connection. */
async function rawExchange(
  port: number,
  request: string,
  meanwhile?: (socket: Socket) => void,
): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(request);
  meanwhile?.(socket);
  await closed;
  return answer;
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('error answers the framework would write itself have the documented body', () => {
  it('an address that cannot be decoded: 400 invalid', async () => {
    for (const url of ['/api/heroes/%E0%A4%A', '/guides/%E0%A4%A']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: { code: 'invalid', message: BAD_URL_MESSAGE },
      });
    }
  });

  it('a route parameter over 100 characters: 414 invalid', async () => {
    const response = await app.inject({ method: 'DELETE', url: `/api/heroes/${'x'.repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: { code: 'invalid', message: URL_TOO_LONG_MESSAGE } });
  });

  it('a path outside the API that nothing serves: 404 not-found, traversal included', async () => {
    for (const [method, url] of [
      ['GET', '/assets/..%2f..%2fpackage.json'],
      ['GET', '/assets/missing-abc.js'],
      ['POST', '/heroes'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        error: { code: 'not-found', message: NOT_FOUND_MESSAGE },
      });
    }
  });

  it('a method an API path does not have: 405 with the methods it has in Allow', async () => {
    for (const [method, url, allow] of [
      ['PATCH', '/api/heroes', 'GET, HEAD, POST'],
      ['POST', '/api/heroes/some-id/', 'DELETE, GET, HEAD, PUT'],
      ['GET', '/api/files/delete-unused?x=1', 'DELETE, POST'],
      ['GET', '/api/auth/sign-in', 'POST'],
      ['PUT', '/api/auth/sign-in', 'POST'],
      ['DELETE', '/api/files', 'GET, HEAD, POST'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      expect(response.json(), url).toEqual({
        error: {
          code: 'invalid',
          message: `${method} is not allowed here; this address answers ${allow}.`,
        },
      });
    }
    // A path no route has, whatever the method, is still 404.
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/heroes/a/b/c' });
      expect(response.statusCode, method).toBe(404);
      expect(response.json().error.code).toBe('not-found');
    }
  });

  it('headers too large for Node to read: 431 too-large', async () => {
    const server = await makeTestApp({ staticDir: dist });
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as { port: number };
      const answer = await rawExchange(
        port,
        `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(bodyOf(answer).error.code).toBe('too-large');
    } finally {
      await server.close();
    }
  });

  it('a request arriving while the server shuts down: 503 unavailable, and the connection closes', async () => {
    const server = await makeTestApp({ staticDir: dist });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    let closing: Promise<unknown> | undefined;
    // The request's headers are cut in two: the server starts shutting down in between.
    const answer = await rawExchange(
      port,
      'GET /api/codes HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      (socket) => {
        setTimeout(() => {
          closing = server.close();
          setTimeout(() => socket.write('\r\n'), 50);
        }, 50);
      },
    );
    await closing;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer.toLowerCase()).toContain('retry-after: 5');
    expect(bodyOf(answer)).toEqual({
      error: { code: 'unavailable', message: SHUTTING_DOWN_MESSAGE },
    });
  });
});

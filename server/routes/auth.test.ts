// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createUser } from '../auth/users';
import { testAppPerFile } from '../../tests/support/appPerFile';
import { makeTestApp, signInAs } from '../../tests/support/testApp';
import { expectThrottled } from '../../tests/support/throttledAnswer';

// One database per file (PGlite takes seconds to start); each test gets its own account so the
// per-email throttle and sessions of one test never affect another.
let app: App;
let email: string;
testAppPerFile((ready) => (app = ready));
beforeEach(async () => {
  email = `ada-${randomUUID()}@example.test`;
  await createUser(app.db, {
    email: email.replace('ada', 'Ada'),
    password: 'right password',
    role: 'admin',
  });
});

const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, headers });
const signInFrom = (
  { remoteAddress }: { remoteAddress: string },
  email: string,
  password: string,
  cookie?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
const me = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
const cookieOf = (response: Awaited<ReturnType<typeof signIn>>) =>
  `sid=${response.cookies.find((c) => c.name === 'sid')?.value ?? ''}`;

describe('POST /api/auth/sign-in', () => {
  it('signs in, sets an HttpOnly SameSite=Strict cookie and answers the user', async () => {
    const response = await signIn(email, 'right password');
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^sid=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain(`Max-Age=${14 * 24 * 3600}`);
    expect(setCookie).not.toContain('Secure');
    const { user } = response.json();
    expect(user).toMatchObject({ email, isAdmin: true, displayName: email.split('@')[0] });
    expect(user.lastSignInAt).toEqual(expect.any(String));
  });

  it('marks the cookie Secure when configured and scopes it to the base path', async () => {
    const secureApp = await makeTestApp({ secureCookies: true, basePath: '/guide/' });
    try {
      const cookie = await signInAs(secureApp, 'member');
      expect(cookie).toMatch(/^sid=/);
      await createUser(secureApp.db, {
        email: 'x@example.test',
        password: 'right password',
        role: 'member',
      });
      const response = await secureApp.inject({
        method: 'POST',
        url: '/guide/api/auth/sign-in',
        payload: { email: 'x@example.test', password: 'right password' },
      });
      expect(String(response.headers['set-cookie'])).toMatch(/Path=\/guide\/;.*Secure/);
    } finally {
      await secureApp.close();
    }
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrongPassword = await signIn(email, 'wrong password');
    const unknownEmail = await signIn('nobody@example.test', 'right password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Login failed. Please check your credentials.' },
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a malformed body with 400 naming the field', async () => {
    const response = await signIn('not-an-email', 'x');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toHaveProperty('email');
  });

  it('throttles after 5 failures for an account from one address: 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn(email, 'nope')).statusCode).toBe(401);
    expectThrottled(await signIn(email, 'right password'));
    const bob = `bob-${randomUUID()}@example.test`;
    await createUser(app.db, { email: bob, password: 'bob password', role: 'member' });
    expect((await signIn(bob, 'bob password')).statusCode).toBe(200);
  });

  it("lets an admin in from their address after an attacker's 50 wrong passwords from another", async () => {
    const attacker = { remoteAddress: '203.0.113.66' };
    for (let i = 0; i < 50; i += 1) await signInFrom(attacker, email, `guess ${i}`);
    expect((await signInFrom(attacker, email, 'right password')).statusCode).toBe(429);
    const admin = await signInFrom({ remoteAddress: '198.51.100.20' }, email, 'right password');
    expect(admin.statusCode).toBe(200);
  });

  it('keeps signing in the browsers behind an address where someone tried 20 unknown emails', async () => {
    const shared = { remoteAddress: '192.0.2.44' };
    // A browser that signed in before, from elsewhere: it holds its trusted-device cookie.
    const before = await signIn(email, 'right password');
    const device = before.cookies.find((cookie) => cookie.name === 'did');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    for (let i = 0; i < 20; i += 1) {
      await signInFrom(shared, `nobody-${i}-${randomUUID()}@example.test`, 'guess');
    }
    expect((await signInFrom(shared, email, 'right password')).statusCode).toBe(429);
    const trusted = await signInFrom(shared, email, 'right password', `did=${device!.value}`);
    expect(trusted.statusCode).toBe(200);
    // The cookie trusts the browser for its own account only.
    const other = `eve-${randomUUID()}@example.test`;
    await createUser(app.db, { email: other, password: 'eve password', role: 'member' });
    expect(
      (await signInFrom(shared, other, 'eve password', `did=${device!.value}`)).statusCode,
    ).toBe(429);
  });
});

describe('sign-in behind a proxy the server does not trust (every visitor has its address)', () => {
  it('never locks out a browser that signed in before, whatever others guess from the address', async () => {
    const proxy = { remoteAddress: '10.0.0.2' };
    const before = await signInFrom(proxy, email, 'right password');
    const device = before.cookies.find((cookie) => cookie.name === 'did')!.value;
    // Someone else behind the same proxy guesses the admin's password, then many accounts'.
    for (let i = 0; i < 8; i += 1) await signInFrom(proxy, email, `guess ${i}`);
    for (let i = 0; i < 25; i += 1) {
      await signInFrom(proxy, `nobody-${i}-${randomUUID()}@example.test`, 'guess');
    }
    expect((await signInFrom(proxy, email, 'right password')).statusCode).toBe(429);
    // The admin's browser signs in all the same.
    const trusted = await signInFrom(proxy, email, 'right password', `did=${device}`);
    expect(trusted.statusCode, trusted.body).toBe(200);
    // Its own wrong passwords are still limited, on their own count.
    for (let i = 0; i < 5; i += 1) {
      expect((await signInFrom(proxy, email, 'typo', `did=${device}`)).statusCode).toBe(401);
    }
    expectThrottled(await signInFrom(proxy, email, 'right password', `did=${device}`));
  });
});

describe('session', () => {
  it('signing in ends the session the browser held before', async () => {
    const first = cookieOf(await signIn(email, 'right password'));
    expect((await me(first)).json().user).not.toBeNull();
    const second = await signIn(email, 'right password', { cookie: first });
    expect(second.statusCode).toBe(200);
    expect((await me(first)).json().user).toBeNull();
    expect((await me(cookieOf(second))).json().user).not.toBeNull();
  });

  it('/me reflects the state, sign-out ends the session for the old cookie', async () => {
    const anonymous = await me();
    expect(anonymous.json()).toEqual({ user: null });
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const cookie = cookieOf(await signIn(email, 'right password'));
    expect((await me(cookie)).json().user).toMatchObject({ email, isAdmin: true });

    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
    });
    expect(signOut.statusCode).toBe(204);
    expect(String(signOut.headers['set-cookie'])).toMatch(/^sid=;.*Max-Age=0/);
    expect((await me(cookie)).json()).toEqual({ user: null });
  });

  it('ignores unknown and expired session cookies', async () => {
    expect((await me('sid=forged-token')).json()).toEqual({ user: null });
    const cookie = cookieOf(await signIn(email, 'right password'));
    await app.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [email],
    );
    expect((await me(cookie)).json()).toEqual({ user: null });
  });

  it('slides the expiry and records the last use at most once a minute', async () => {
    const cookie = cookieOf(await signIn(email, 'right password'));
    const mine = 'user_id = (SELECT id FROM users WHERE email = $1)';
    const read = async () =>
      (
        await app.db.query<{ expires_at: Date; last_seen_at: Date }>(
          `SELECT expires_at, last_seen_at FROM sessions WHERE ${mine}`,
          [email],
        )
      )[0];
    const first = await read();
    await me(cookie);
    expect(await read()).toEqual(first);
    await app.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '61 seconds', expires_at = now() + interval '1 day' WHERE ${mine}`,
      [email],
    );
    await me(cookie);
    const touched = await read();
    expect(touched?.expires_at.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);
    expect(touched?.last_seen_at.getTime()).toBeGreaterThan(Date.now() - 5000);
  });
});

describe('cross-site requests', () => {
  it('refuses a POST whose Origin is another host with 403', async () => {
    const response = await signIn(email, 'right password', { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'forbidden',
      message: 'Cross-site request refused.',
    });
  });

  it('accepts the same origin, no Origin, and foreign origins on GET', async () => {
    const same = await signIn(email, 'right password', {
      origin: 'http://site.example:8080',
      host: 'site.example:8080',
    });
    expect(same.statusCode).toBe(200);
    expect((await signIn(email, 'right password')).statusCode).toBe(200);
    const get = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { origin: 'https://evil.example' },
    });
    expect(get.statusCode).toBe(200);
  });

  it('refuses an Origin of the same host with another scheme or port', async () => {
    const host = 'site.example:8080';
    for (const origin of [
      'https://site.example:8080',
      'http://site.example:9090',
      'http://site.example',
    ]) {
      const response = await signIn(email, 'right password', { origin, host });
      expect(response.statusCode, origin).toBe(403);
    }
    const defaultPort = await signIn(email, 'right password', {
      origin: 'http://site.example',
      host: 'site.example:80',
    });
    expect(defaultPort.statusCode).toBe(200);
  });

  it('takes the scheme from X-Forwarded-Proto only behind a trusted proxy', async () => {
    const proxied = await makeTestApp({ trustProxy: 1 });
    try {
      const cookie = await signInAs(proxied, 'admin');
      const write = (app: typeof proxied) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-out',
          headers: {
            cookie,
            host: 'site.example',
            origin: 'https://site.example',
            'x-forwarded-proto': 'https',
          },
        });
      expect((await write(proxied)).statusCode).toBe(204);
      // Without TRUST_PROXY the header is the client's word: the request came over http.
      expect((await write(app)).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('counts sign-ins behind a proxy under the address it reports, not one a client wrote', async () => {
    const proxied = await makeTestApp({ trustProxy: 1 });
    try {
      const account = `proxy-${randomUUID()}@example.test`;
      await createUser(proxied.db, { email: account, password: 'right password', role: 'admin' });
      // Every request comes from the proxy's socket; the proxy appends the client's address.
      const through = (forwardedFor: string, password: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          payload: { email: account, password },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // A guesser writes a made-up address first: the proxy's own entry is what counts.
      for (let i = 0; i < 5; i += 1) {
        expect((await through(`1.2.3.${i}, 203.0.113.5`, 'nope')).statusCode).toBe(401);
      }
      expect((await through('9.9.9.9, 203.0.113.5', 'right password')).statusCode).toBe(429);
      expect((await through('198.51.100.5', 'right password')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('refuses Origin: null on writes', async () => {
    const response = await signIn(email, 'right password', { origin: 'null' });
    expect(response.statusCode).toBe(403);
  });
});

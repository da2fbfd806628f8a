// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createUser } from '../auth/users';
import { hashToken } from '../auth/session';
import { testAppPerFile } from '../../tests/support/appPerFile';
import { makeTestApp, signInAs } from '../../tests/support/testApp';
import { expectThrottled } from '../../tests/support/throttledAnswer';
import {
  WRONG_CURRENT_PASSWORD,
  type AccountSession,
  type AccountSessions,
} from '../../src/domain/user';

// One database per file; each test gets its own admin, so sessions and the throttle of one test
// never affect another.
let app: App;
let email: string;
const PASSWORD = 'right password';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MAC_FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';

testAppPerFile((ready) => (app = ready));
beforeEach(async () => {
  email = `ada-${randomUUID()}@example.test`;
  await createUser(app.db, { email, password: PASSWORD, role: 'admin' });
});

interface Browser {
  userAgent?: string;
  remoteAddress?: string;
}

/** Signs `account` in as a new browser would; returns its Cookie header. */
async function signIn(
  account = email,
  password = PASSWORD,
  { userAgent = ANDROID_CHROME, remoteAddress = '127.0.0.1' }: Browser = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: account, password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.cookies.find((cookie) => cookie.name === 'sid')?.value ?? '';
  const device = response.cookies.find((cookie) => cookie.name === 'did')?.value ?? '';
  // What the browser sends to api/auth: its session and its trusted-device cookie.
  return { cookie: `sid=${token}`, token, withDevice: `sid=${token}; did=${device}`, device };
}

const listSessions = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/auth/sessions', headers: cookie ? { cookie } : {} });
const endSession = (id: string, cookie?: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/auth/sessions/${id}`,
    headers: cookie ? { cookie } : {},
  });
const endOthers = (cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sessions/end-others',
    headers: cookie ? { cookie } : {},
  });
const changePassword = (
  cookie: string | undefined,
  currentPassword: string,
  newPassword: string,
  remoteAddress = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password',
    payload: { currentPassword, newPassword },
    headers: cookie ? { cookie } : {},
    remoteAddress,
  });
const whoIs = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user;

async function sessionsOf(cookie: string): Promise<AccountSession[]> {
  const response = await listSessions(cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().sessions;
}

describe('GET /api/auth/sessions', () => {
  it("lists only the admin's own sessions, the current one first, then by latest use", async () => {
    const phone = await signIn(email, PASSWORD, {
      userAgent: ANDROID_CHROME,
      remoteAddress: '198.51.100.7',
    });
    const laptop = await signIn(email, PASSWORD, {
      userAgent: MAC_FIREFOX,
      remoteAddress: '203.0.113.9',
    });
    const tablet = await signIn(email, PASSWORD, { userAgent: 'Tablet', remoteAddress: '::1' });
    // Another admin's session never shows.
    const otherEmail = `bob-${randomUUID()}@example.test`;
    await createUser(app.db, { email: otherEmail, password: PASSWORD, role: 'admin' });
    await signIn(otherEmail);
    // The phone was used 10 minutes ago, the tablet just now; the laptop's stored last use is
    // 50 seconds old (too recent to be written again), but it is the one asking.
    const lastSeen = (token: string, ago: string) =>
      app.db.query(
        `UPDATE sessions SET last_seen_at = now() - interval '${ago}' WHERE id_hash = $1`,
        [hashToken(token)],
      );
    await lastSeen(phone.token, '10 minutes');
    await lastSeen(laptop.token, '50 seconds');

    const before = Date.now();
    const response = await listSessions(laptop.cookie);
    expect(response.headers['cache-control']).toBe('no-store');
    const sessions: AccountSession[] = response.json().sessions;
    const session = (browser: string, address: string, current: boolean) => ({
      id: expect.any(String),
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      browser,
      address,
      current,
    });
    expect(sessions).toEqual([
      session('Firefox on macOS', '203.0.113.9', true),
      session('Unknown browser', '::1', false),
      session('Chrome on Android', '198.51.100.7', false),
    ]);
    const [current, recent, old] = sessions.map((listed) => Date.parse(listed.lastUsedAt));
    expect(current).toBeGreaterThanOrEqual(before - 1000);
    expect(recent).toBeGreaterThan(old!);
    expect(Date.now() - old!).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(sessions[2]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // The id leads to no cookie: it is neither the token nor its stored hash.
    const tokens = [phone.token, laptop.token, tablet.token];
    for (const listed of sessions) {
      expect(tokens).not.toContain(listed.id);
      expect(tokens.map(hashToken)).not.toContain(listed.id);
    }
    // Seen from the phone, the phone is the current one.
    const fromPhone = await sessionsOf(phone.cookie);
    expect(fromPhone[0]).toMatchObject({ id: sessions[2]!.id, current: true });
    expect(fromPhone.filter((listed) => listed.current)).toHaveLength(1);
  });

  it('records the address a trusted proxy reports, and the latest one on use', async () => {
    const proxied = await makeTestApp({ trustProxy: 1 });
    try {
      const account = `proxy-${randomUUID()}@example.test`;
      await createUser(proxied.db, { email: account, password: PASSWORD, role: 'admin' });
      const through = (forwardedFor: string) => ({
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor, 'user-agent': MAC_FIREFOX },
      });
      const signedIn = await proxied.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: account, password: PASSWORD },
        ...through('1.2.3.4, 198.51.100.5'),
      });
      const cookie = `sid=${signedIn.cookies.find((c) => c.name === 'sid')?.value}`;
      const list = async (forwardedFor: string) => {
        const { remoteAddress, headers } = through(forwardedFor);
        const response = await proxied.inject({
          method: 'GET',
          url: '/api/auth/sessions',
          remoteAddress,
          headers: { ...headers, cookie },
        });
        return response.json().sessions as AccountSession[];
      };
      expect((await list('198.51.100.5'))[0]).toMatchObject({ address: '198.51.100.5' });
      // Within a minute of the last write, the session is not written again.
      expect((await list('203.0.113.77'))[0]).toMatchObject({ address: '198.51.100.5' });
      await proxied.db.query("UPDATE sessions SET last_seen_at = now() - interval '2 minutes'");
      const moved = (await list('203.0.113.77'))[0];
      expect(moved).toMatchObject({ address: '203.0.113.77', browser: 'Firefox on macOS' });
      expect(Date.parse(moved!.lastUsedAt)).toBeGreaterThan(Date.now() - 5000);
    } finally {
      await proxied.close();
    }
  });

  it('leaves out expired sessions', async () => {
    const current = await signIn();
    const old = await signIn();
    await app.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id_hash = $1",
      [hashToken(old.token)],
    );
    const sessions = await sessionsOf(current.cookie);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.current).toBe(true);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it("ends one of the admin's sessions: its cookie stops working", async () => {
    const mine = await signIn();
    const other = await signIn();
    const otherId = (await sessionsOf(other.cookie)).find((session) => session.current)!.id;

    const response = await endSession(otherId, mine.cookie);
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await whoIs(other.cookie)).toBeNull();
    expect(await whoIs(mine.cookie)).toMatchObject({ email });
    expect((await sessionsOf(mine.cookie)).map((session) => session.current)).toEqual([true]);
    // Ended already: nothing left to end.
    expect((await endSession(otherId, mine.cookie)).statusCode).toBe(404);
  });

  it("answers 404 for another admin's session and for an unknown id, ending nothing", async () => {
    const mine = await signIn();
    const otherEmail = `bob-${randomUUID()}@example.test`;
    await createUser(app.db, { email: otherEmail, password: PASSWORD, role: 'admin' });
    const theirs = await signIn(otherEmail);
    const theirId = (await sessionsOf(theirs.cookie))[0]!.id;

    const foreign = await endSession(theirId, mine.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toEqual({
      code: 'not-found',
      message: 'This session was not found.',
    });
    expect(await whoIs(theirs.cookie)).toMatchObject({ email: otherEmail });
    expect((await endSession(randomUUID(), mine.cookie)).statusCode).toBe(404);
    // Not even the stored hash of a cookie names a session here.
    expect((await endSession(hashToken(theirs.token), mine.cookie)).statusCode).toBe(404);
    expect(await whoIs(theirs.cookie)).toMatchObject({ email: otherEmail });
  });

  it('ending the current session signs this browser out and drops its cookie', async () => {
    const mine = await signIn();
    const id = (await sessionsOf(mine.cookie))[0]!.id;
    const response = await endSession(id, mine.cookie);
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^sid=;.*Max-Age=0/);
    expect(await whoIs(mine.cookie)).toBeNull();
  });
});

describe('POST /api/auth/sessions/end-others', () => {
  it('ends every other session of the admin and keeps the current one', async () => {
    const mine = await signIn();
    const second = await signIn();
    const third = await signIn();
    const otherEmail = `bob-${randomUUID()}@example.test`;
    await createUser(app.db, { email: otherEmail, password: PASSWORD, role: 'admin' });
    const someoneElse = await signIn(otherEmail);

    const response = await endOthers(mine.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect(await whoIs(mine.cookie)).toMatchObject({ email });
    expect(await whoIs(second.cookie)).toBeNull();
    expect(await whoIs(third.cookie)).toBeNull();
    expect(await whoIs(someoneElse.cookie)).toMatchObject({ email: otherEmail });
    expect((await sessionsOf(mine.cookie)).map((session) => session.current)).toEqual([true]);
    expect((await endOthers(mine.cookie)).json()).toEqual({ ended: 0 });
  });
});

describe('POST /api/auth/password', () => {
  it('changes the password and ends the other sessions, not the current one', async () => {
    const mine = await signIn();
    const other = await signIn();

    const response = await changePassword(mine.cookie, PASSWORD, 'a brand new password');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ended: 1 });
    expect(await whoIs(mine.cookie)).toMatchObject({ email });
    expect(await whoIs(other.cookie)).toBeNull();

    const withOld = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(withOld.statusCode).toBe(401);
    await signIn(email, 'a brand new password');
  });

  it('refuses a wrong current password, changing nothing', async () => {
    const mine = await signIn();
    const other = await signIn();
    const response = await changePassword(mine.cookie, 'not my password', 'a brand new password');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'invalid',
      message: WRONG_CURRENT_PASSWORD,
      fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD },
    });
    expect(await whoIs(other.cookie)).toMatchObject({ email });
    await signIn(email, PASSWORD);
  });

  it('refuses a new password that breaks the rule, naming the field', async () => {
    const mine = await signIn();
    const response = await changePassword(mine.cookie, PASSWORD, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'invalid',
      message: 'newPassword: Password must be at least 8 characters.',
      fieldErrors: { newPassword: 'Password must be at least 8 characters.' },
    });
    await signIn(email, PASSWORD);
  });

  it('counts a wrong current password as a failed sign-in: the sixth try gets 429 with Retry-After', async () => {
    const mine = await signIn(email, PASSWORD, { remoteAddress: '192.0.2.10' });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await changePassword(mine.cookie, `guess ${i}`, 'new password 1', '192.0.2.10');
      expect(wrong.statusCode).toBe(400);
    }
    expectThrottled(await changePassword(mine.cookie, PASSWORD, 'new password 1', '192.0.2.10'));
    // The same count holds back sign-ins to that account from that address.
    const signInNow = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD },
      remoteAddress: '192.0.2.10',
    });
    expect(signInNow.statusCode).toBe(429);
    // The password did not change.
    await signIn(email, PASSWORD, { remoteAddress: '198.51.100.99' });
  });

  it('clears the failures of that address once the current password is right', async () => {
    const mine = await signIn(email, PASSWORD, { remoteAddress: '192.0.2.20' });
    for (let i = 0; i < 4; i += 1) {
      await changePassword(mine.cookie, `guess ${i}`, 'new password 1', '192.0.2.20');
    }
    const ok = await changePassword(mine.cookie, PASSWORD, 'new password 1', '192.0.2.20');
    expect(ok.statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await changePassword(mine.cookie, `again ${i}`, 'new password 2', '192.0.2.20');
      expect(wrong.statusCode).toBe(400);
    }
  });
});

describe('trusted browsers', () => {
  const trustedOf = async (cookie: string) => {
    const response = await listSessions(cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AccountSessions>().trustedBrowsers;
  };
  let throttledAddresses = 0;
  /** Whether that device cookie still lets its browser through an address throttled for it. */
  const signsInThrottled = async (device: string) => {
    throttledAddresses += 1;
    const remoteAddress = `192.0.2.${throttledAddresses}`;
    for (let i = 0; i < 6; i += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: `guess ${i}` },
        remoteAddress,
      });
    }
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: PASSWORD },
      remoteAddress,
      headers: { cookie: `did=${device}` },
    });
    return response.statusCode === 200;
  };

  it('lists the browsers trusted for sign-in, this one marked, never their tokens', async () => {
    const phone = await signIn(email, PASSWORD, { userAgent: ANDROID_CHROME });
    const laptop = await signIn(email, PASSWORD, { userAgent: MAC_FIREFOX });
    const listed = await trustedOf(laptop.withDevice);
    expect(listed).toEqual([
      {
        id: expect.any(String),
        browser: 'Firefox on macOS',
        createdAt: expect.any(String),
        lastSignInAt: expect.any(String),
        current: true,
      },
      expect.objectContaining({ browser: 'Chrome on Android', current: false }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(phone.device);
    expect(JSON.stringify(listed)).not.toContain(hashToken(phone.device));
  });

  it('"sign out everywhere else" forgets every other trusted browser, not this one', async () => {
    const phone = await signIn(email, PASSWORD, { userAgent: ANDROID_CHROME });
    const laptop = await signIn(email, PASSWORD, { userAgent: MAC_FIREFOX });
    expect(await signsInThrottled(phone.device)).toBe(true);
    expect((await endOthers(laptop.withDevice)).statusCode).toBe(200);
    expect(await trustedOf(laptop.withDevice)).toEqual([
      expect.objectContaining({ browser: 'Firefox on macOS', current: true }),
    ]);
    expect(await signsInThrottled(phone.device)).toBe(false);
    expect(await signsInThrottled(laptop.device)).toBe(true);
  });

  it('a password change forgets every other trusted browser, not this one', async () => {
    const phone = await signIn(email, PASSWORD, { userAgent: ANDROID_CHROME });
    const laptop = await signIn(email, PASSWORD, { userAgent: MAC_FIREFOX });
    const changed = await changePassword(laptop.withDevice, PASSWORD, 'a new password 2');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await trustedOf(laptop.withDevice)).map((browser) => browser.browser)).toEqual([
      'Firefox on macOS',
    ]);
    expect(await signsInThrottled(phone.device)).toBe(false);
  });
});

describe('who may use them', () => {
  it('refuses visitors with 401 and signed-in non-admins with 403', async () => {
    const member = await signInAs(app, 'member');
    const calls = [
      (cookie?: string) => listSessions(cookie),
      (cookie?: string) => endSession(randomUUID(), cookie),
      (cookie?: string) => endOthers(cookie),
      (cookie?: string) => changePassword(cookie, 'correct horse battery', 'a new password'),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      expect((await call(member)).statusCode).toBe(403);
    }
    // The member's session is untouched and their password unchanged.
    expect(await whoIs(member)).toMatchObject({ isAdmin: false });
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import {
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  THROTTLE_WINDOW_MS,
  ThrottledError,
  attemptSucceeded,
  beginAttempt,
} from './throttle';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
  await migrate(db);
});
afterAll(() => db.close());

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1) + minutes * 60_000);
const attempt = (email: string, ip: string, when: Date, trustedDevice: string | null = null) =>
  beginAttempt(db, { email, ip, trustedDevice }, when);

async function fail(email: string, ip: string, when: Date, times: number) {
  for (let i = 0; i < times; i += 1) await attempt(email, ip, when);
}

const refused = {
  code: 'rate-limited',
  message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
};
const anAttempt = (email: string, ip: string) => ({
  id: expect.any(String),
  pairKey: `pair:${email}|${ip}`,
});

describe('sign-in throttle', () => {
  it('refuses the sixth attempt for an account from one address, saying when to retry', async () => {
    await fail('A@example.test', '10.0.0.1', at(0), MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    const error = await attempt('a@example.test', '10.0.0.1', at(5)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ThrottledError);
    expect(error).toMatchObject(refused);
    // The first failure leaves the window 15 minutes after it, 10 minutes from now.
    expect((error as ThrottledError).retryAfterSeconds).toBe(10 * 60);
    // Refused attempts do not extend the wait.
    for (let i = 0; i < 5; i += 1) {
      await expect(attempt('a@example.test', '10.0.0.1', at(6))).rejects.toMatchObject(refused);
    }
    const later = new Date(at(0).getTime() + THROTTLE_WINDOW_MS + 1000);
    await expect(attempt('a@example.test', '10.0.0.1', later)).resolves.toEqual(
      anAttempt('a@example.test', '10.0.0.1'),
    );
  });

  it("never locks an account out from other addresses: an attacker's failures stay theirs", async () => {
    // 50 wrong passwords for the admin from one address...
    for (let i = 0; i < 50; i += 1) {
      await attempt('admin@example.test', '203.0.113.9', at(100)).catch(() => undefined);
    }
    await expect(attempt('admin@example.test', '203.0.113.9', at(100))).rejects.toMatchObject(
      refused,
    );
    // ...and the admin, from their own address, is let through.
    await expect(attempt('admin@example.test', '198.51.100.7', at(100))).resolves.toEqual(
      anAttempt('admin@example.test', '198.51.100.7'),
    );
  });

  it('a success clears the account and address counter', async () => {
    const ip = '10.0.2.1';
    await fail('d@example.test', ip, at(200), MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS - 1);
    await attemptSucceeded(db, await attempt('d@example.test', ip, at(200)));
    // A full allowance again: without the clearing, one of these would be refused.
    await fail('d@example.test', ip, at(201), MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    await expect(attempt('d@example.test', ip, at(201))).rejects.toMatchObject(refused);
  });

  it('limits one address trying many accounts, but not a trusted device behind it', async () => {
    const ip = '10.0.3.1';
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
      await attempt(`user${i}@example.test`, ip, at(300));
    }
    await expect(attempt('new@example.test', ip, at(300))).rejects.toMatchObject(refused);
    // A browser that signed in to its account before still gets through from that address.
    await expect(attempt('regular@example.test', ip, at(300), 'device-1')).resolves.toEqual({
      id: expect.any(String),
      pairKey: 'device:device-1',
    });
  });

  it("never locks a trusted device out for others' failures at its address (a shared proxy)", async () => {
    const proxy = '10.0.4.1';
    // Everyone behind the proxy shares its address: 50 wrong guesses for the admin...
    for (let i = 0; i < 50; i += 1) {
      await attempt('boss@example.test', proxy, at(400)).catch(() => undefined);
    }
    await expect(attempt('boss@example.test', proxy, at(400))).rejects.toMatchObject(refused);
    // ...and the browser the admin signed in from before still gets through.
    const own = await attempt('boss@example.test', proxy, at(400), 'boss-laptop');
    await attemptSucceeded(db, own);
    // Its own failures are still limited, on their own count.
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
      await attempt('boss@example.test', proxy, at(401), 'boss-laptop');
    }
    await expect(attempt('boss@example.test', proxy, at(401), 'boss-laptop')).rejects.toMatchObject(
      refused,
    );
    await expect(attempt('boss@example.test', proxy, at(401), 'boss-phone')).resolves.toMatchObject(
      { pairKey: 'device:boss-phone' },
    );
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import {
  MAX_FAILURES_PER_EMAIL,
  MAX_FAILURES_PER_IP,
  THROTTLE_WINDOW_MS,
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

async function fail(email: string, ip: string, when: Date, times: number) {
  for (let i = 0; i < times; i += 1) await beginAttempt(db, { email, ip }, when);
}

const refused = {
  code: 'rate-limited',
  message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
};
const anAttempt = (email: string) => ({ id: expect.any(String), emailKey: `email:${email}` });

describe('sign-in throttle', () => {
  it('refuses the sixth attempt for an email within the window, then lets it through again', async () => {
    await fail('A@example.test', '10.0.0.1', at(0), MAX_FAILURES_PER_EMAIL);
    // Refused attempts do not extend the lock-out: were they counted, these alone would keep
    // the email locked after the first failures leave the window.
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      await expect(
        beginAttempt(db, { email: 'a@example.test', ip: '10.0.0.2' }, at(1)),
      ).rejects.toMatchObject(refused);
    }
    const later = new Date(at(0).getTime() + THROTTLE_WINDOW_MS + 1000);
    await expect(
      beginAttempt(db, { email: 'a@example.test', ip: '10.0.0.2' }, later),
    ).resolves.toEqual(anAttempt('a@example.test'));
  });

  it('counts per email: another account is not affected', async () => {
    await fail('b@example.test', '10.0.1.1', at(100), MAX_FAILURES_PER_EMAIL);
    await expect(
      beginAttempt(db, { email: 'b@example.test', ip: '10.0.1.2' }, at(100)),
    ).rejects.toMatchObject(refused);
    await expect(
      beginAttempt(db, { email: 'c@example.test', ip: '10.0.1.2' }, at(100)),
    ).resolves.toEqual(anAttempt('c@example.test'));
  });

  it('a success clears the email counter', async () => {
    await fail('d@example.test', '10.0.2.1', at(200), MAX_FAILURES_PER_EMAIL - 1);
    const attempt = await beginAttempt(db, { email: 'd@example.test', ip: '10.0.2.1' }, at(200));
    await attemptSucceeded(db, attempt);
    // A full allowance again: without the clearing, one of these would be refused.
    await fail('d@example.test', '10.0.2.1', at(201), MAX_FAILURES_PER_EMAIL);
    await expect(
      beginAttempt(db, { email: 'd@example.test', ip: '10.0.2.1' }, at(201)),
    ).rejects.toMatchObject(refused);
  });

  it('limits one address trying many emails', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
      await beginAttempt(db, { email: `user${i}@example.test`, ip: '10.0.3.1' }, at(300));
    }
    await expect(
      beginAttempt(db, { email: 'new@example.test', ip: '10.0.3.1' }, at(300)),
    ).rejects.toMatchObject(refused);
  });
});

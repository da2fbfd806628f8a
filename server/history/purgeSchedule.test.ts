// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { makeTestApp } from '../../tests/support/testApp';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.useRealTimers();
});

/** A code in the trash since that many days ago, written straight into the database. */
const trashedCode = (code: string, daysAgo: number) =>
  app!.db.query(
    `INSERT INTO codes (code, never_expires, deleted_at)
     VALUES ($1, true, now() - make_interval(days => $2))`,
    [code, daysAgo],
  );
const codesLeft = async () =>
  (await app!.db.query<{ code: string }>('SELECT code FROM codes ORDER BY code')).map(
    (row) => row.code,
  );
/** The purge runs beside the server's start: wait for it, with room for a busy machine. */
const eventually = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 15_000, interval: 50 });

it('purges what was trashed over 30 days ago when the server starts, and again every hour', async () => {
  // Only the hourly round is faked: the database and the waits below keep real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  app = await makeTestApp();
  await trashedCode('OLD', 31);
  await trashedCode('YOUNG', 29);

  await app.ready();
  await eventually(async () => expect(await codesLeft()).toEqual(['YOUNG']));

  // Two days later (as the database sees it) YOUNG is over 30 days in the trash too.
  await app.db.query(`UPDATE codes SET deleted_at = deleted_at - interval '2 days'`);
  await vi.advanceTimersByTimeAsync(59 * 60 * 1000);
  expect(await codesLeft()).toEqual(['YOUNG']);
  await vi.advanceTimersByTimeAsync(60 * 1000);
  await eventually(async () => expect(await codesLeft()).toEqual([]));
});

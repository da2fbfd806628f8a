import { expect } from 'vitest';
import { restoreBackup } from '../../server/backup/restore';
import type { Database } from '../../server/db/database';

/**
 * A restore over a running site that must be refused with `message`: it throws before the site as
 * it was is even saved (the checks come first), so nothing is written and no copy is left behind.
 */
export async function expectRestoreRefused(
  db: Database,
  bytes: Uint8Array,
  what: string,
  message: string | RegExp,
): Promise<void> {
  let saved = false;
  await expect(
    restoreBackup(db, bytes, {
      saveCurrent: async () => {
        saved = true;
        return { discard: async () => undefined };
      },
    }),
    what,
  ).rejects.toThrow(message);
  expect(saved, what).toBe(false);
}

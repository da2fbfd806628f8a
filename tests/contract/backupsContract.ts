import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import { BACKUPS_NOT_IN_APP_MESSAGE } from '../../src/domain/backups';
import type { Code } from '../../src/domain/code';
import type { AuthUser } from '../../src/domain/user';
import type { HarnessRef } from './runBackendContract';
import { failure, signedInClient } from './contractHelpers';

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const codeNamed = (code: string) => ({ code, neverExpires: true, expirationDate: null });
const names = (codes: Code[]) => codes.map((code) => code.code);

/** The state the client's auth observer reports now. */
function authState(client: Backend): Promise<AuthUser | null> {
  return new Promise((resolve) => {
    const unsubscribe = client.auth.onAuthStateChanged((user) => {
      queueMicrotask(() => unsubscribe());
      resolve(user);
    });
  });
}

/** Where backups are not made in the app, every method says so and nothing else happens. */
async function expectNoBackups(client: Backend) {
  expect(client.capabilities.backups).toBe(false);
  const calls = [
    client.backups.download(),
    client.backups.list(),
    client.backups.restore(new Blob([new Uint8Array([1, 2, 3])])),
  ];
  for (const call of calls) {
    const error = await failure(call);
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(BACKUPS_NOT_IN_APP_MESSAGE);
  }
  expect(() => client.backups.downloadUrl()).toThrow(BACKUPS_NOT_IN_APP_MESSAGE);
}

/**
 * Backups (docs/backups.md). A restore replaces everything and ends every session, so this part
 * runs last, and its checks name their own codes.
 */
export function backupsContract(ref: HarnessRef) {
  describe('backups', () => {
    const signedIn = (who: 'admin' | 'member') => signedInClient(ref, who);

    it('are made in the app on our server only (capabilities.backups)', async () => {
      const client = await ref.current.newClient();
      expect(client.capabilities.backups).toBe(client.name === 'http');
    });

    it('restore a downloaded backup: what came after is gone, what was deleted is back, everyone is signed out', async () => {
      const admin = await signedIn('admin');
      if (!admin.capabilities.backups) return expectNoBackups(admin);

      const kept = await admin.codes.create(codeNamed(unique('KEPT')));
      const backup = await admin.backups.download();
      expect(backup.size).toBeGreaterThan(0);
      const later = await admin.codes.create(codeNamed(unique('LATER')));
      await admin.codes.remove(kept.id);
      const member = await signedIn('member');

      const progress: number[] = [];
      const report = await admin.backups.restore(
        new File([backup], 'backup.json.gz', { type: 'application/gzip' }),
        { onProgress: (percent) => progress.push(percent) },
      );
      expect(report.rows).toBeGreaterThan(0);
      expect(report.savedAs).toMatch(/^before-restore-.+\.json\.gz$/);
      expect(progress.at(-1)).toBe(100);

      const visitor = await ref.current.newClient();
      const codes = names(await visitor.codes.list());
      expect(codes).toContain(kept.code);
      expect(codes).not.toContain(later.code);

      // Every session ended: this client's auth says so, and neither may write any more.
      expect(await authState(admin)).toBeNull();
      expect((await failure(admin.codes.create(codeNamed(unique('NO'))))).code).toBe(
        'unauthenticated',
      );
      expect((await failure(member.backups.list())).code).toBe('unauthenticated');

      // The admin signs in again (the accounts are the backup's) and finds the copy saved before.
      const again = await signedIn('admin');
      const [newest] = await again.backups.list();
      expect(newest).toMatchObject({ name: report.savedAs, kind: 'before-restore' });
      expect(newest!.size).toBeGreaterThan(0);
      expect(newest!.url).toMatch(new RegExp(`api/backup/files/${report.savedAs}$`));
      expect(again.backups.downloadUrl()).toMatch(/api\/backup$/);
    });

    it('refuse a truncated file and change nothing', async () => {
      const admin = await signedIn('admin');
      if (!admin.capabilities.backups) return expectNoBackups(admin);

      const code = await admin.codes.create(codeNamed(unique('STAYS')));
      const backup = await admin.backups.download();
      const listed = await admin.backups.list();

      const error = await failure(
        admin.backups.restore(backup.slice(0, Math.floor(backup.size / 2))),
      );
      expect(error.code).toBe('invalid');
      expect(error.message).toMatch(/damaged or incomplete/);

      expect(names(await admin.codes.list())).toContain(code.code);
      expect(await admin.backups.list()).toEqual(listed);
      expect(await authState(admin)).toMatchObject({ email: ref.current.admin.email });
      await admin.codes.remove(code.id);
    });

    it('are for admins only', async () => {
      const member = await signedIn('member');
      if (!member.capabilities.backups) return expectNoBackups(member);
      const visitor = await ref.current.newClient();
      for (const [client, code] of [
        [visitor, 'unauthenticated'],
        [member, 'forbidden'],
      ] as const) {
        expect((await failure(client.backups.list())).code).toBe(code);
        expect((await failure(client.backups.download())).code).toBe(code);
        expect((await failure(client.backups.restore(new Blob(['x'])))).code).toBe(code);
      }
    });
  });
}

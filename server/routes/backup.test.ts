// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { BACKUP_VERSION, type BackupFile } from '../backup/backupFile';
import { readBackup } from '../backup/readBackup';
import { backupIfDue } from '../backup/schedule';
import { makeTestApp, signInAs, signInWith } from '../../tests/support/testApp';
import type { Code } from '../../src/domain/code';
import {
  MAX_RESTORE_BYTES,
  MAX_RESTORE_EXPANDED_BYTES,
  MAX_RESTORE_ROWS,
  NO_BACKUP_FOLDER_MESSAGE,
  RESTORE_EXPANDED_TOO_LARGE_MESSAGE,
  restoreTooManyRowsMessage,
  RESTORE_TOO_LARGE_MESSAGE,
  RESTORE_WRITES_WAIT_MESSAGE,
  type BackupFileInfo,
  type RestoreReport,
  type RestoreStatus,
} from '../../src/domain/backups';

/**
 * Backups through the API (docs/backups.md): the restore over the running site, the backup folder's
 * list and files, and who may use them.
 */
let dir: string;
let app: App;
let admin: string;
let adminEmail: string;
let member: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backup-routes-'));
  app = await makeTestApp({ seedSampleData: true, backupDir: dir });
  admin = await signInAs(app, 'admin');
  adminEmail = (await app.inject({ url: '/api/auth/me', headers: { cookie: admin } })).json().user
    .email;
  member = await signInAs(app, 'member');
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const download = async () => {
  const response = await app.inject({ url: '/api/backup', headers: { cookie: admin } });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

interface RestoreOutcome {
  /** The POST's status when it refused the file; else 200 once done, 400 once failed. */
  statusCode: number;
  error?: { code: string; message: string };
  report?: RestoreReport;
  /** The cookies of the last answer (the one that said the restore is done). */
  cookies: { name: string; value: string; maxAge?: number }[];
  /** Each status the restore went through. */
  phases: RestoreStatus['phase'][];
}

/** Sends the file, then follows the restore it started (docs/http-api.md) until it ends. */
const restore = async (bytes: Buffer, cookie = admin): Promise<RestoreOutcome> => {
  const started = await app.inject({
    method: 'POST',
    url: '/api/backup/restore',
    headers: { cookie, 'content-type': 'application/gzip' },
    payload: bytes,
  });
  if (started.statusCode !== 202) {
    return {
      statusCode: started.statusCode,
      error: started.json().error,
      cookies: started.cookies,
      phases: [],
    };
  }
  let status = started.json<RestoreStatus>();
  const phases = [status.phase];
  for (;;) {
    const answer = await app.inject({
      url: `/api/backup/restore/${status.id}`,
      headers: { cookie },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    status = answer.json<RestoreStatus>();
    if (phases.at(-1) !== status.phase) phases.push(status.phase);
    if (status.phase === 'done') {
      return { statusCode: 200, report: status.report!, cookies: answer.cookies, phases };
    }
    if (status.phase === 'failed') {
      return {
        statusCode: 400,
        error: { code: 'invalid', message: status.error! },
        cookies: answer.cookies,
        phases,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const addCode = async (code: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/codes',
    headers: { cookie: admin },
    payload: { code, neverExpires: true, expirationDate: null },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Code>();
};

/** A visitor's list of codes: the cached public answer. */
const visitorCodes = async () => {
  const response = await app.inject({ url: '/api/codes' });
  expect(response.statusCode).toBe(200);
  return { etag: response.headers.etag, codes: response.json<Code[]>().map((c) => c.code) };
};

const whoIs = async (cookie: string) =>
  (await app.inject({ url: '/api/auth/me', headers: { cookie } })).json().user;

const signInAgain = async () => {
  admin = await signInWith(app, adminEmail);
};

const folder = async () => (await readdir(dir)).sort();

/** `file` holding these tables, sealed with their checksum as the site seals a backup. */
const sealed = (file: BackupFile, tables: BackupFile['tables']) => {
  const checksum = createHash('sha256').update(JSON.stringify(tables)).digest('hex');
  return gzipSync(JSON.stringify({ ...file, tables, checksum }));
};

/**
 * `file` with `count` more codes, copies of its first with ids and codes of their own
 * (`{prefix}-n`, `{PREFIX}-n`), sealed.
 */
const withExtraCodes = (file: BackupFile, count: number, prefix: string) => {
  const code = file.tables.codes![0] as Record<string, unknown>;
  const extra = Array.from({ length: count }, (_, index) => ({
    ...code,
    id: `${prefix}-${index}`,
    code: `${prefix.toUpperCase()}-${index}`,
  }));
  return sealed(file, { ...file.tables, codes: [...file.tables.codes!, ...extra] });
};

/** The slowest answer a reader may wait for during a restore, with a busy machine's slack. */
const READER_BOUND_MS = 5_000;

describe('POST api/backup/restore', () => {
  it('replaces the site with the backup, saves the site as it was first, and ends every session', async () => {
    const backup = await download();
    const later = await addCode(`AFTER-BACKUP-${Date.now()}`);
    const before = await visitorCodes();
    expect(before.codes).toContain(later.code);
    const filesBefore = await folder();

    const response = await restore(backup);
    expect(response.statusCode, response.error?.message).toBe(200);
    expect(response.phases.at(-1)).toBe('done');
    const report = response.report!;
    expect(report.rows).toBe(
      Object.values(readBackup(backup).tables).reduce((sum, rows) => sum + rows.length, 0),
    );
    // The session that asked ends too, and its browser is told to drop the cookie.
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toMatchObject({
      value: '',
      maxAge: 0,
    });

    // The public answer is the backup's at once: the cache learned of the restore.
    const after = await visitorCodes();
    expect(after.codes).not.toContain(later.code);
    expect(after.etag).not.toBe(before.etag);
    expect(after.codes).toEqual(before.codes.filter((code) => code !== later.code));

    // The copy of the site before the restore is in the folder, and holds the later code.
    expect(report.savedAs).toMatch(
      /^before-restore-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json\.gz$/,
    );
    expect(await folder()).toEqual([...filesBefore, report.savedAs].sort());
    const saved = readBackup(await readFile(path.join(dir, report.savedAs)));
    expect(saved.tables.codes!.map((row) => (row as { code: string }).code)).toContain(later.code);

    // Everyone is signed out; the admin signs in again with the backup's password.
    expect(await whoIs(admin)).toBeNull();
    expect(await whoIs(member)).toBeNull();
    await signInAgain();
    expect((await whoIs(admin)).email).toBe(adminEmail);
    member = await signInAs(app, 'member');

    // Restoring the copy brings the later code back.
    const back = await restore(await readFile(path.join(dir, report.savedAs)));
    expect(back.statusCode, back.error?.message).toBe(200);
    expect((await visitorCodes()).codes).toContain(later.code);
    await signInAgain();
    member = await signInAs(app, 'member');
  });

  it('once done, a poll from the admin signed in again keeps their session', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/backup/restore',
      headers: { cookie: admin, 'content-type': 'application/gzip' },
      payload: await download(),
    });
    expect(started.statusCode, started.body).toBe(202);
    let status = started.json<RestoreStatus>();
    while (status.phase !== 'done' && status.phase !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await app.inject({ url: `/api/backup/restore/${status.id}` })).json();
    }
    expect(status.phase, status.error).toBe('done');
    await signInAgain();
    const again = await app.inject({
      url: `/api/backup/restore/${status.id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(200);
    expect(again.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    expect((await whoIs(admin))?.email).toBe(adminEmail);
    member = await signInAs(app, 'member');
  }, 120_000);

  it('refuses a truncated, foreign, newer, other-schema or edited file and changes nothing', async () => {
    const backup = await download();
    const file = readBackup(backup);
    const withTables = (tables: Record<string, unknown[]>) => ({
      ...file,
      tables,
      checksum: undefined,
    });
    const resealed = (changed: ReturnType<typeof withTables>) => {
      // A well-formed file whose rows do not fit: its checksum is right for what it holds.
      const checksum = createHash('sha256').update(JSON.stringify(changed.tables)).digest('hex');
      return gzipSync(JSON.stringify({ ...changed, checksum }));
    };
    const cases: [string, Buffer, RegExp][] = [
      ['truncated', backup.subarray(0, Math.floor(backup.length / 2)), /damaged or incomplete/],
      ['foreign', gzipSync(JSON.stringify({ heroes: [] })), /not a backup of this site/],
      [
        'newer format',
        gzipSync(JSON.stringify({ ...file, version: BACKUP_VERSION + 1 })),
        /newer version of the site/,
      ],
      [
        'newer schema',
        gzipSync(JSON.stringify({ ...file, migrations: [...file.migrations, '999_future.sql'] })),
        /newer version of the site \(its schema has 999_future\.sql\)/,
      ],
      [
        'other schema',
        resealed(
          withTables({
            ...file.tables,
            codes: [{ ...(file.tables.codes![0] as object), colour: 'red' }],
          }),
        ),
        /does not fit this site: codes has no column colour/,
      ],
      [
        'rows the schema refuses',
        resealed(
          withTables({
            ...file.tables,
            codes: [{ ...(file.tables.codes![0] as object), code: null }],
          }),
        ),
        /does not fit this site: code 1 is not valid \(code: A value is required\.\)/,
      ],
      ['empty', Buffer.alloc(0), /^The file is empty\.$/],
      [
        'edited after it was made',
        gzipSync(
          JSON.stringify({
            ...file,
            tables: { ...file.tables, codes: [...file.tables.codes!, ...file.tables.codes!] },
          }),
        ),
        /^This backup is damaged: its content does not match its checksum\.$/,
      ],
    ];
    const codes = await visitorCodes();
    const files = await folder();
    for (const [what, bytes, message] of cases) {
      const response = await restore(bytes);
      expect(response.statusCode, what).toBe(400);
      expect(response.error, what).toMatchObject({ code: 'invalid' });
      expect(response.error!.message, what).toMatch(message);
      expect(await visitorCodes(), what).toEqual(codes);
      expect(await folder(), what).toEqual(files);
      expect(await whoIs(admin), what).not.toBeNull();
    }
  });

  it('keeps serving readers while it restores 10,000 extra rows, and says how far it is', async () => {
    const file = readBackup(await download());
    const bytes = withExtraCodes(file, 10_000, 'bulk');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // Each request on its own, timed from its start to its answer's last byte.
    const slowest = { health: 0, heroes: 0 };
    let restoring = true;
    const poll = async (what: keyof typeof slowest, url: string) => {
      let answers = 0;
      while (restoring) {
        const started = performance.now();
        const response = await fetch(`${address}${url}`);
        await response.arrayBuffer();
        expect(response.status, url).toBe(200);
        slowest[what] = Math.max(slowest[what], performance.now() - started);
        answers += 1;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return answers;
    };
    const pollers = Promise.all([poll('health', '/api/health'), poll('heroes', '/api/heroes')]);
    let outcome: RestoreOutcome;
    try {
      outcome = await restore(bytes);
    } finally {
      restoring = false;
      await pollers.catch(() => undefined);
      // The accounts are the backup's: the tests after this one sign in again whatever happened.
      await signInAgain();
      member = await signInAs(app, 'member');
    }
    const [healthAnswers, heroAnswers] = await pollers;
    expect(outcome.statusCode, outcome.error?.message).toBe(200);
    expect(outcome.report!.rows).toBe(
      Object.values(file.tables).reduce((sum, rows) => sum + rows.length, 0) + 10_000,
    );
    expect(outcome.phases[0]).toBe('checking');
    expect(outcome.phases.at(-1)).toBe('done');
    expect(healthAnswers).toBeGreaterThan(1);
    expect(heroAnswers).toBeGreaterThan(1);
    // The old restore held the database for the whole of it (54 s for 10,000 rows): every reader
    // waited that long. The target, each answer under 1 s, is measured by bench/restore.ts on a
    // quiet machine (bench/README.md); here the bound has the slack a busy machine needs.
    expect(slowest.health).toBeLessThan(READER_BOUND_MS);
    expect(slowest.heroes).toBeLessThan(READER_BOUND_MS);
    expect((await visitorCodes()).codes).toContain('BULK-9999');
  }, 180_000);

  it('refuses writes while a restore runs, lets admins sign in meanwhile, and takes writes again once it is done', async () => {
    const file = readBackup(await download());
    const bytes = withExtraCodes(file, 5_000, 'wait');
    const started = await app.inject({
      method: 'POST',
      url: '/api/backup/restore',
      headers: { cookie: admin, 'content-type': 'application/gzip' },
      payload: bytes,
    });
    expect(started.statusCode, started.body).toBe(202);
    let status = started.json<RestoreStatus>();
    try {
      // Sent at once after the 202: the restore of 5,000 extra rows has only begun.
      const write = await app.inject({
        method: 'POST',
        url: '/api/codes',
        headers: { cookie: admin },
        payload: { code: 'DURING-RESTORE', neverExpires: true, expirationDate: null },
      });
      expect(write.statusCode).toBe(409);
      expect(write.json().error).toEqual({
        code: 'conflict',
        message: RESTORE_WRITES_WAIT_MESSAGE,
      });
      expect((await app.inject({ url: '/api/codes' })).statusCode).toBe(200);
      // An admin signs in while it runs.
      await signInWith(app, adminEmail);
    } finally {
      while (status.phase !== 'done' && status.phase !== 'failed') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await app.inject({ url: `/api/backup/restore/${status.id}` })).json();
      }
      await signInAgain();
      member = await signInAs(app, 'member');
    }
    expect(status.phase, status.error).toBe('done');
    expect((await visitorCodes()).codes).not.toContain('DURING-RESTORE');
    await addCode('AFTER-RESTORE');
  }, 180_000);

  it('refuses a backup of more rows than this server restores at once, naming the limit, before any work', async () => {
    const file = readBackup(await download());
    const rows = MAX_RESTORE_ROWS + 1;
    const others = Object.values(file.tables).reduce((sum, table) => sum + table.length, 0);
    const codes = await visitorCodes();
    const files = await folder();
    const response = await app.inject({
      method: 'POST',
      url: '/api/backup/restore',
      headers: { cookie: admin, 'content-type': 'application/gzip' },
      payload: withExtraCodes(file, rows - others, 'many'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(restoreTooManyRowsMessage(rows));
    expect(response.json().error.message).toContain(MAX_RESTORE_ROWS.toLocaleString('en-US'));
    expect(await visitorCodes()).toEqual(codes);
    expect(await folder()).toEqual(files);
    expect(await whoIs(admin)).not.toBeNull();
  });

  it('refuses a small file that expands past the limit, naming the limit', async () => {
    // 300 MB of zeros, 300 KB once compressed: made in a stream, so this test holds no 300 MB.
    const zeros = Buffer.alloc(1024 * 1024);
    const chunks: Buffer[] = [];
    const gzip = createGzip();
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => gzip.on('end', resolve));
    for (let index = 0; index < 300; index += 1) {
      if (!gzip.write(zeros)) await new Promise((resolve) => gzip.once('drain', resolve));
    }
    gzip.end();
    await ended;
    const bomb = Buffer.concat(chunks);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await restore(bomb);
    expect(response.statusCode).toBe(400);
    // Only the decompression's own bound (zlib's maxOutputLength) gives this message: the file was
    // read no further than the limit. (The whole file used to be expanded, then called not gzip.)
    expect(response.error!.message).toBe(RESTORE_EXPANDED_TOO_LARGE_MESSAGE);
    expect(response.error!.message).toContain(`${MAX_RESTORE_EXPANDED_BYTES / 1024 ** 2} MB`);
  });

  it('closing the server waits for a running restore, which lands whole', async () => {
    const ownDir = await mkdtemp(path.join(tmpdir(), 'backup-close-'));
    const closing = await makeTestApp({ seedSampleData: true, backupDir: ownDir });
    try {
      const cookie = await signInAs(closing, 'admin');
      const bytes = (await closing.inject({ url: '/api/backup', headers: { cookie } })).rawPayload;
      const started = await closing.inject({
        method: 'POST',
        url: '/api/backup/restore',
        headers: { cookie, 'content-type': 'application/gzip' },
        payload: bytes,
      });
      expect(started.statusCode, started.body).toBe(202);
      await closing.close();
      // The restore ended before the database closed: done, so its copy of the site stays.
      const saved = (await readdir(ownDir)).filter((name) => name.startsWith('before-restore-'));
      expect(saved).toHaveLength(1);
    } finally {
      await closing.close();
      await rm(ownDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers 404 for a restore it does not know', async () => {
    const response = await app.inject({ url: `/api/backup/restore/${'0'.repeat(32)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('This restore was not found.');
  });

  it('refuses a file over the limit with a clear message before reading it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/backup/restore',
      headers: {
        cookie: admin,
        'content-type': 'application/gzip',
        'content-length': String(MAX_RESTORE_BYTES + 1),
      },
      payload: Buffer.alloc(16),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'too-large',
      message: RESTORE_TOO_LARGE_MESSAGE,
    });
  });

  it('refuses on a server without a backup folder, changing nothing', async () => {
    const memory = await makeTestApp({ backupDir: null });
    try {
      const cookie = await signInAs(memory, 'admin');
      const backup = (await memory.inject({ url: '/api/backup', headers: { cookie } })).rawPayload;
      const response = await memory.inject({
        method: 'POST',
        url: '/api/backup/restore',
        headers: { cookie },
        payload: backup,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(NO_BACKUP_FOLDER_MESSAGE);
      expect(
        (await memory.inject({ url: '/api/auth/me', headers: { cookie } })).json().user,
      ).not.toBeNull();
      const list = await memory.inject({ url: '/api/backup/list', headers: { cookie } });
      expect(list.json()).toEqual([]);
    } finally {
      await memory.close();
    }
  });
});

describe('the backup folder', () => {
  it('lists its backups newest first, automatic ones and copies before a restore', async () => {
    const schedule = { dir, keep: 7, everyHours: 24 };
    await backupIfDue(app.db, schedule, new Date(Date.UTC(2030, 0, 1, 4)));
    await backupIfDue(app.db, schedule, new Date(Date.UTC(2030, 0, 2, 4)));
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    await writeFile(path.join(dir, 'hero-guide-backup-2030-01-03T04-00-00Z.json.gz.partial'), 'x');

    const response = await app.inject({ url: '/api/backup/list', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json<BackupFileInfo[]>();
    expect(list.map((file) => file.name).slice(0, 2)).toEqual([
      'hero-guide-backup-2030-01-02T04-00-00Z.json.gz',
      'hero-guide-backup-2030-01-01T04-00-00Z.json.gz',
    ]);
    expect(list[0]).toMatchObject({ kind: 'automatic', createdAt: '2030-01-02T04:00:00.000Z' });
    // The five copies the restore tests saved, newest first, after the 2030 ones.
    const copies = list.slice(2);
    expect(copies).toHaveLength(5);
    expect(copies.every((file) => file.kind === 'before-restore')).toBe(true);
    expect(copies[0]!.createdAt >= copies[1]!.createdAt).toBe(true);
    for (const file of list) {
      const bytes = await readFile(path.join(dir, file.name));
      expect(file.size).toBe(bytes.length);
    }
  });

  it('downloads one of them by name', async () => {
    const name = 'hero-guide-backup-2030-01-02T04-00-00Z.json.gz';
    const response = await app.inject({
      url: `/api/backup/files/${name}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(await readFile(path.join(dir, name)))).toBe(true);
  });

  it.each([
    ['a parent folder', '..%2f..%2fetc%2fpasswd'],
    ['a parent folder, then a backup name', '..%2fhero-guide-backup-2030-01-02T04-00-00Z.json.gz'],
    ['an absolute path', '%2Fetc%2Fpasswd'],
    ['an absolute path to a backup', encodeURIComponent(`${dir}/notes.txt`)],
    ['another file of the folder', 'notes.txt'],
    ['a backup being written', 'hero-guide-backup-2030-01-03T04-00-00Z.json.gz.partial'],
    ['a backup name that is not there', 'hero-guide-backup-2031-01-01T04-00-00Z.json.gz'],
    ['a backslash', '..%5Cnotes.txt'],
  ])('answers 404 for %s', async (_what, name) => {
    const response = await app.inject({
      url: `/api/backup/files/${name}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'not-found',
      message: 'This backup was not found.',
    });
  });
});

describe('who may use backups', () => {
  const routes = [
    { method: 'GET', url: '/api/backup' },
    { method: 'GET', url: '/api/backup/list' },
    { method: 'GET', url: '/api/backup/files/hero-guide-backup-2030-01-02T04-00-00Z.json.gz' },
    { method: 'POST', url: '/api/backup/restore' },
  ] as const;

  it('refuses visitors with 401 and members with 403 on every backup route, changing nothing', async () => {
    const backup = await download();
    const codes = await visitorCodes();
    const files = await folder();
    for (const { method, url } of routes) {
      const payload = method === 'POST' ? backup : undefined;
      const visitor = await app.inject({ method, url, payload });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await app.inject({ method, url, payload, headers: { cookie: member } });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await visitorCodes()).toEqual(codes);
    expect(await folder()).toEqual(files);
    expect(await whoIs(member)).not.toBeNull();
  });
});

import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/guard';
import { destroySession, SESSION_COOKIE } from '../auth/session';
import { BackupError } from '../backup/backupFile';
import { exportBackup } from '../backup/exportBackup';
import { openBackup } from '../backup/readBackup';
import { restoreBackup } from '../backup/restore';
import { takeRestoreLock } from '../backup/restoreRuns';
import { backupPath, beforeRestoreName, listBackups, writeBackupFile } from '../backup/folder';
import { errorHandler } from '../http/errors';
import { BackendError, invalid, notFound } from '../../src/domain/errors';
import {
  MAX_RESTORE_BYTES,
  MAX_RESTORE_EXPANDED_BYTES,
  MAX_RESTORE_ROWS,
  NO_BACKUP_FOLDER_MESSAGE,
  RESTORE_RUNNING_MESSAGE,
  RESTORE_TOO_LARGE_MESSAGE,
  type BackupFileInfo,
  type RestoreStatus,
} from '../../src/domain/backups';

/** Checked by backupPath, which answers any name not of a backup's form with 404. */
const fileParams = z.object({ name: z.string() });
const restoreParams = z.object({ id: z.string().max(100) });

/** How long the end of a restore can still be asked for. */
const KEEP_ENDED_MS = 15 * 60 * 1000;

/** A backup file is gzip whatever the browser declares: the bytes are read as they are. */
async function assumeBytes(request: FastifyRequest): Promise<void> {
  if (!request.headers['content-type']) {
    request.headers['content-type'] = 'application/octet-stream';
  }
}

const attachment = (reply: FastifyReply, name: string) =>
  reply
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .type('application/gzip');

/**
 * Backups for admins (docs/backups.md): `GET api/backup` makes one of the running site,
 * `GET api/backup/list` and `GET api/backup/files/:name` give those in the backup folder, and
 * `POST api/backup/restore` starts replacing the whole site with the backup file sent as the
 * body, whose progress `GET api/backup/restore/:id` tells (docs/http-api.md).
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  // Whatever the declared type, the body is kept as bytes: readBackup decides by content.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    errorHandler(
      error.statusCode === 413 ? new BackendError('too-large', RESTORE_TOO_LARGE_MESSAGE) : error,
      request,
      reply,
    ),
  );

  app.get('/', { preValidation: requireAdmin }, async (_request, reply) => {
    const now = new Date();
    const name = `hero-guide-backup-${now.toISOString().slice(0, 10)}.json.gz`;
    return attachment(reply, name).send(await exportBackup(app.db, now));
  });

  app.get('/list', { preValidation: requireAdmin }, async (_request, reply) => {
    const { backupDir } = app.config;
    const files: BackupFileInfo[] = backupDir ? await listBackups(backupDir) : [];
    return reply.header('cache-control', 'no-store').send(files);
  });

  app.get(
    '/files/:name',
    { preValidation: requireAdmin, schema: { params: fileParams } },
    async (request, reply) => {
      const { backupDir } = app.config;
      const file = backupDir ? backupPath(backupDir, request.params.name) : null;
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) throw notFound('This backup');
      return attachment(reply, request.params.name)
        .header('content-length', info.size)
        .send(createReadStream(file));
    },
  );

  /** The restores of this server by id: the one running, and those that ended lately. */
  const restores = new Map<string, RestoreStatus>();
  const forgetLater = (id: string) => {
    setTimeout(() => restores.delete(id), KEEP_ENDED_MS).unref();
  };

  app.post(
    '/restore',
    // onRequest, not preHandler: a visitor's file is refused before its body is read.
    { onRequest: [requireAdmin, assumeBytes], bodyLimit: MAX_RESTORE_BYTES },
    async (request, reply) => {
      const { backupDir } = app.config;
      if (!backupDir) throw new BackendError('unavailable', NO_BACKUP_FOLDER_MESSAGE);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!bytes.length) throw invalid('The file is empty.');
      if (app.restoreRuns.running) throw new BackendError('conflict', RESTORE_RUNNING_MESSAGE);
      // What the file is, how big and how many rows is known before any work: refused at once.
      let file: Awaited<ReturnType<typeof openBackup>>;
      try {
        file = await openBackup(bytes, {
          maxRows: MAX_RESTORE_ROWS,
          maxExpandedBytes: MAX_RESTORE_EXPANDED_BYTES,
        });
      } catch (error) {
        if (error instanceof BackupError) throw invalid(error.message);
        throw error;
      }
      if (app.restoreRuns.running) throw new BackendError('conflict', RESTORE_RUNNING_MESSAGE);
      // Another server on the same PostgreSQL database may be restoring it.
      const release = await takeRestoreLock(app.db);
      if (!release) throw new BackendError('conflict', RESTORE_RUNNING_MESSAGE);
      if (app.restoreRuns.running) {
        release();
        throw new BackendError('conflict', RESTORE_RUNNING_MESSAGE);
      }
      // Whoever knows the id may follow the restore: it outlives the session that started it.
      const id = randomBytes(16).toString('hex');
      const total = Object.values(file.tables).reduce(
        (sum: number, rows) => sum + (Array.isArray(rows) ? rows.length : 0),
        0,
      );
      const status: RestoreStatus = { id, phase: 'checking', done: 0, total };
      restores.set(id, status);
      const now = new Date();
      const savedAs = beforeRestoreName(now);
      // Runs after this answer; the site keeps answering (not writing) meanwhile, and closing
      // the server waits for it (docs/backups.md).
      app.restoreRuns.run(async () => {
        try {
          await mkdir(backupDir, { recursive: true });
          const { rows } = await restoreBackup(app.db, file, {
            now,
            saveCurrent: (backup) => writeBackupFile(backupDir, savedAs, backup),
            progress: (phase, done, total) => Object.assign(status, { phase, done, total }),
            warn: (message, error) => app.log.warn({ err: error }, message),
          });
          Object.assign(status, { phase: 'done', report: { rows, savedAs } });
        } catch (error) {
          if (!(error instanceof BackupError)) {
            request.log.error({ err: error }, 'The restore failed');
          }
          Object.assign(status, {
            phase: 'failed',
            error:
              error instanceof BackupError
                ? error.message
                : 'The restore failed on the server; nothing was changed.',
          });
        } finally {
          release();
          forgetLater(id);
        }
      });
      return reply.code(202).header('cache-control', 'no-store').send(status);
    },
  );

  app.get('/restore/:id', { schema: { params: restoreParams } }, async (request, reply) => {
    const status = restores.get(request.params.id);
    if (!status) throw notFound('This restore');
    // Every session the restore found has ended: a browser still holding the cookie of one is told
    // to drop it. A session begun since (the admin signed in again) is left alone.
    if (status.phase === 'done' && !request.sessionId && request.cookies[SESSION_COOKIE]) {
      await destroySession(request, reply);
    }
    return reply.header('cache-control', 'no-store').send(status);
  });
};

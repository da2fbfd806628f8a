import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TRASH_DAYS } from '../../src/domain/history';

/** How often the server purges what has been in the trash for TRASH_DAYS. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Purges expired trash on start and every hour while the server runs (docs/product.md#history-and-trash).
 * A failed purge is logged and tried again at the next round.
 */
async function purgeTrash(app: FastifyInstance) {
  const { trash } = app.repositories;
  let running: Promise<unknown> = Promise.resolve();
  const purge = () => {
    running = trash.purgeExpired().then(
      (count) =>
        count && app.log.info(`Purged ${count} item(s) deleted over ${TRASH_DAYS} days ago`),
      (error: unknown) => app.log.error({ err: error }, 'Purging the trash failed'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purge();
    timer = setInterval(purge, PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export const trashPurgePlugin = fp(purgeTrash, {
  name: 'trash-purge',
  dependencies: ['repositories'],
});

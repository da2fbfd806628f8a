import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HISTORY_KEEP_DAYS, HISTORY_KEEP_VERSIONS, TRASH_DAYS } from '../../src/domain/history';
import { runWhileServing } from '../recurringJob';

/** How often the server purges what has been in the trash for TRASH_DAYS. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Purges expired trash, and the history's versions past retention, on start and every hour while
 * the server runs (docs/product.md#history-and-trash).
 * A failed purge is logged and tried again at the next round.
 */
async function purgeTrash(app: FastifyInstance) {
  const { trash } = app.repositories;
  runWhileServing(app, {
    everyMs: PURGE_EVERY_MS,
    run: async () => {
      const count = await trash.purgeExpired();
      if (count) app.log.info(`Purged ${count} item(s) deleted over ${TRASH_DAYS} days ago`);
      // History retention runs in the same round (docs/product.md#history-retention).
      const emptied = await trash.emptyExpiredVersions();
      if (emptied) {
        app.log.info(
          `Emptied ${emptied} version(s) older than ${HISTORY_KEEP_DAYS} days beyond each item's newest ${HISTORY_KEEP_VERSIONS}`,
        );
      }
    },
    failure: 'Purging the trash failed',
  });
}

export const trashPurgePlugin = fp(purgeTrash, {
  name: 'trash-purge',
  dependencies: ['repositories'],
});

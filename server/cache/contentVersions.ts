import type { Database } from '../db/database';

import { CONTENT_COLLECTIONS, type ContentCollection } from '../../src/domain/kinds';

/** What public pages and API answers are built from; each has one version in the database. */
export { CONTENT_COLLECTIONS, type ContentCollection };

/** The channel the content_versions triggers notify on (server/db/migrations/003_*). */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

/** How often versions are re-read anyway, should a notification ever be missed. */
const SAFETY_REFRESH_MS = 30_000;

export interface ContentVersions {
  /** The version of one collection as this instance last learned it. */
  version(collection: ContentCollection): number;
  /**
   * A stable token of the given collections' versions, such as `heroes.12-codes.3`: equal tokens
   * mean nothing those collections hold changed. Order and repeats of the list do not matter.
   */
  tokenFor(collections: readonly ContentCollection[]): string;
  /** Re-reads every version from the database; resolves once a read begun after the call is in. */
  refresh(): Promise<void>;
  /** Stops listening and the periodic refresh; `refresh` still works. Safe to call twice. */
  close(): Promise<void>;
}

export interface ContentVersionsOptions {
  /** Where a failed background refresh is reported (it is tried again later). */
  onError?: (error: unknown) => void;
  refreshEveryMs?: number;
}

const isCollection = (name: string): name is ContentCollection =>
  (CONTENT_COLLECTIONS as readonly string[]).includes(name);

/**
 * Follows the versions the database keeps (docs/decisions.md#response-cache): each write's
 * trigger notifies `collection:version`, which moves this copy at once; the table is re-read on
 * start, after the listener reconnects and every 30 s. Versions only go up here, so a read that
 * started before a notification cannot move a collection back.
 */
export async function openContentVersions(
  db: Database,
  { onError = () => undefined, refreshEveryMs = SAFETY_REFRESH_MS }: ContentVersionsOptions = {},
): Promise<ContentVersions> {
  const versions = new Map<ContentCollection, number>(CONTENT_COLLECTIONS.map((c) => [c, 0]));

  const raise = (collection: string, version: number) => {
    if (!isCollection(collection) || !Number.isInteger(version)) return;
    if (version > (versions.get(collection) ?? 0)) versions.set(collection, version);
  };

  async function read(): Promise<void> {
    const rows = await db.query<{ collection: string; version: number }>(
      'SELECT collection, version FROM content_versions',
    );
    for (const row of rows) raise(row.collection, row.version);
  }

  // One read at a time, and at most one more queued behind it for every caller that arrives
  // meanwhile: the running read may have started before their write committed.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  function refresh(): Promise<void> {
    if (!running) {
      running = read().finally(() => (running = null));
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return refresh();
      });
    return queued;
  }
  const refreshInBackground = () => void refresh().catch(onError);

  // Listening before the first read: a write in between is then seen by one or the other.
  const unlisten = await db.listen(
    CONTENT_CHANGED_CHANNEL,
    (payload) => {
      const [collection = '', version] = payload.split(':');
      if (version === undefined) refreshInBackground();
      else raise(collection, Number(version));
    },
    refreshInBackground,
  );
  try {
    await refresh();
  } catch (error) {
    await unlisten();
    throw error;
  }
  const timer = setInterval(refreshInBackground, refreshEveryMs);
  timer.unref();
  let closing: Promise<void> | null = null;

  return {
    version: (collection) => versions.get(collection) ?? 0,
    tokenFor: (collections) =>
      CONTENT_COLLECTIONS.filter((c) => collections.includes(c))
        .map((c) => `${c}.${versions.get(c) ?? 0}`)
        .join('-'),
    refresh,
    close() {
      clearInterval(timer);
      closing ??= unlisten();
      return closing;
    },
  };
}

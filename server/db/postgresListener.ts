import pg from 'pg';
import type { NotifyHandler } from './types';

/** Shown in pg_stat_activity, so an operator (or a test) can tell the listener apart. */
export const LISTENER_APPLICATION_NAME = 'hero-guide-listener';

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

export interface ListenOptions {
  url: string;
  channel: string;
  onNotify: NotifyHandler;
  /** After a reconnect: notifications sent while it was down are lost. */
  onResync?: () => void;
}

/**
 * LISTEN on a connection of its own: a pooled one would go back to the pool and stop listening.
 * When the connection drops (server restart, pg_terminate_backend, network) it reconnects, waiting
 * 0.1 s, then twice as long each failed try up to 5 s, and calls `onResync` once listening again.
 * The first connection must succeed; the returned function stops for good.
 */
export async function listenOnPostgres({
  url,
  channel,
  onNotify,
  onResync,
}: ListenOptions): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
    });
    // Without an 'error' listener a dropped connection would crash the process.
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    return next;
  }

  function dropped(which: pg.Client) {
    if (which !== client || stopped) return;
    client = null;
    which.end().catch(() => undefined);
    scheduleRetry();
  }

  function scheduleRetry() {
    retryTimer = setTimeout(async () => {
      try {
        const next = await connect();
        if (stopped) {
          await next.end().catch(() => undefined);
          return;
        }
        client = next;
        retryMs = FIRST_RETRY_MS;
        onResync?.();
      } catch {
        retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
        if (!stopped) scheduleRetry();
      }
    }, retryMs);
  }

  client = await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

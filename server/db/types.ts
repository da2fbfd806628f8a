/**
 * The database as the rest of the server sees it: plain SQL with $1 parameters, identical on
 * embedded PGlite and on a PostgreSQL server. Only files in server/db/ import a driver.
 *
 * Portability notes for repositories: `timestamptz` columns come back as Date on both drivers,
 * `bytea` as Uint8Array (a Buffer on pg), `integer` as number; avoid `bigint` (pg returns a string).
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** What a transaction hands its work: single queries, and whole scripts. */
export interface Transaction extends Queryable {
  /** Runs a script of several statements without parameters, as written (a migration file). */
  exec(sql: string): Promise<void>;
}

/** Called with each NOTIFY payload sent on a channel, once its transaction committed. */
export type NotifyHandler = (payload: string) => void;

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: all of it is stored, or none of it. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` until the returned function is called. On PostgreSQL the listener has a
   * connection of its own and reconnects when it drops; notifications sent meanwhile are lost, so
   * `onResync` is called after each reconnect for the caller to re-read what it follows.
   */
  listen(
    channel: string,
    onNotify: NotifyHandler,
    onResync?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

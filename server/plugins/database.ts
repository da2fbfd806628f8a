import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/database';
import { checkAdminSettings, prepareDatabase, type Provisioning } from '../provision';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** What this start did to the database (the admin, the sample data), for the start line. */
    provisioning: Provisioning;
  }
}

export interface DatabasePluginOptions {
  /** Opens the database in place of the configured one (the tests reuse theirs). */
  openDatabase?: (() => Promise<Database>) | undefined;
}

/**
 * Owns the database: opens it as configured, makes it ready (see prepareDatabase), shares it as
 * `app.db` and closes it when the app closes. buildApp closes the app when a later plugin fails,
 * so a failed start leaves no database open either.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { openDatabase: open }) => {
    const { config } = app;
    checkAdminSettings(config);
    const db = open
      ? await open()
      : await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    app.decorate('db', db);
    app.addHook('onClose', () => db.close());
    app.decorate('provisioning', await prepareDatabase(db, config));
  },
  { name: 'database', decorators: { fastify: ['config'] } },
);

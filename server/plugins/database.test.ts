// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { makeTestApp } from '../../tests/support/testApp';

describe('the database plugin', () => {
  it('closes the database when the app closes', async () => {
    const app = await makeTestApp();
    await expect(app.db.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    await app.close();
    await expect(app.db.query('SELECT 1')).rejects.toThrow();
  });

  it('closes it too when a later part of the app fails to load', async () => {
    let db: Database | undefined;
    const failing = makeTestApp(
      {},
      {
        // Runs once the database is open, as the first route is added.
        onRoute() {
          db ??= this.db;
          throw new Error('a route failed to load');
        },
      },
    );
    await expect(failing).rejects.toThrow('a route failed to load');
    expect(db).toBeDefined();
    await expect(db?.query('SELECT 1')).rejects.toThrow();
  });
});

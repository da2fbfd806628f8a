import { afterAll, describe, expect, it } from 'vitest';
import { emptyClusterDump, openPglite, startInMemoryDatabasesFrom } from './pglite';
import { migrate } from './migrate';

describe('in-memory databases started from a saved empty cluster', () => {
  afterAll(() => startInMemoryDatabasesFrom(null));

  it('each start empty and apart, and migrate like a new one', async () => {
    startInMemoryDatabasesFrom(await emptyClusterDump());
    const first = await openPglite('memory://');
    const second = await openPglite('memory://');
    const applied = await migrate(first);
    expect(applied.length).toBeGreaterThan(0);
    expect(await first.query('SELECT count(*)::int AS n FROM heroes')).toEqual([{ n: 0 }]);
    await first.query("INSERT INTO settings (key, value) VALUES ('only-here', '1'::jsonb)");
    // The second one shares nothing with the first: no tables until it is migrated itself.
    await expect(second.query('SELECT 1 FROM settings')).rejects.toThrow(/settings/);
    expect(await migrate(second)).toEqual(applied);
    expect(await second.query("SELECT key FROM settings WHERE key = 'only-here'")).toEqual([]);
    await first.close();
    await second.close();
  });
});

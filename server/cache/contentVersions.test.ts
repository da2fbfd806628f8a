// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import {
  CONTENT_COLLECTIONS,
  openContentVersions,
  type ContentCollection,
} from './contentVersions';
import { testAppPerFile } from '../../tests/support/appPerFile';

let app: App;
testAppPerFile((ready) => (app = ready));

const tableVersions = async () =>
  Object.fromEntries(
    (
      await app.db.query<{ collection: string; version: number }>(
        'SELECT collection, version FROM content_versions',
      )
    ).map((row) => [row.collection, row.version]),
  );

const inMemory = () =>
  Object.fromEntries(CONTENT_COLLECTIONS.map((c) => [c, app.contentVersions.version(c)]));

/** Which collections' versions a statement moved, in the table and in this instance's copy. */
async function moves(sql: string): Promise<ContentCollection[]> {
  const before = await tableVersions();
  const beforeInMemory = inMemory();
  await app.db.query(sql);
  const after = await tableVersions();
  // PGlite hands over the notification before the writing query resolves: no waiting needed.
  expect(inMemory()).toEqual(after);
  return CONTENT_COLLECTIONS.filter((c) => {
    expect(after[c]).toBeGreaterThanOrEqual(before[c] ?? 0);
    expect(beforeInMemory[c]).toBe(before[c]);
    return after[c] !== before[c];
  });
}

describe('content versions', () => {
  it('are seeded for every collection and read on start', async () => {
    expect(Object.keys(await tableVersions()).sort()).toEqual([...CONTENT_COLLECTIONS].sort());
    expect(inMemory()).toEqual(await tableVersions());
  });

  it('move with any write to a content table, as the CLI or plain SQL would write', async () => {
    expect(await moves(`INSERT INTO heroes (name, tier) VALUES ('Direct', 'S')`)).toEqual([
      'heroes',
    ]);
    expect(await moves(`UPDATE heroes SET description = 'x' WHERE name = 'Direct'`)).toEqual([
      'heroes',
    ]);
    expect(
      await moves(
        `INSERT INTO hero_tier_changes (hero_id, from_tier, to_tier)
         SELECT id, 'S', 'A' FROM heroes WHERE name = 'Direct'`,
      ),
    ).toEqual(['heroes']);
    expect(await moves(`DELETE FROM heroes`)).toEqual(['heroes']);
    expect(await moves(`INSERT INTO codes (code, never_expires) VALUES ('C', true)`)).toEqual([
      'codes',
    ]);
    expect(await moves(`INSERT INTO guides (title, content) VALUES ('T', '<p>x</p>')`)).toEqual([
      'guides',
    ]);
    expect(
      await moves(`INSERT INTO settings (key, value) VALUES ('guild-table', '[]'::jsonb)`),
    ).toEqual(['settings']);
    expect(await moves(`DELETE FROM media_slots`)).toEqual(['media']);
    expect(
      await moves(`INSERT INTO equipment (name, slot, rarity) VALUES ('Blade', 'Weapon', 'Epic')`),
    ).toEqual(['equipment']);
    expect(await moves(`TRUNCATE codes`)).toEqual(['codes']);
  });

  it('stay put for tables that are not content, and for a write rolled back', async () => {
    expect(await moves(`DELETE FROM sessions WHERE false`)).toEqual([]);
    expect(await moves(`DELETE FROM users WHERE false`)).toEqual([]);
    expect(await moves(`DELETE FROM files WHERE false`)).toEqual([]);
    const before = await tableVersions();
    await expect(
      app.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO guides (title, content) VALUES ('Gone', 'x')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await tableVersions()).toEqual(before);
    expect(inMemory()).toEqual(before);
  });

  it('make one stable token of the collections asked for', () => {
    const heroes = app.contentVersions.version('heroes');
    const codes = app.contentVersions.version('codes');
    expect(app.contentVersions.tokenFor(['codes', 'heroes', 'codes'])).toBe(
      `heroes.${heroes}-codes.${codes}`,
    );
    expect(app.contentVersions.tokenFor(['heroes', 'codes'])).toBe(
      app.contentVersions.tokenFor(['codes', 'heroes']),
    );
  });

  it('re-reads the table on refresh, and never moves a version back', async () => {
    const guides = app.contentVersions.version('guides');
    // The table itself has no trigger: only a refresh learns of this.
    await app.db.query(
      `UPDATE content_versions SET version = version + 10 WHERE collection = 'guides'`,
    );
    expect(app.contentVersions.version('guides')).toBe(guides);
    await app.contentVersions.refresh();
    expect(app.contentVersions.version('guides')).toBe(guides + 10);
    await app.db.query(
      `UPDATE content_versions SET version = version - 5 WHERE collection = 'guides'`,
    );
    await app.contentVersions.refresh();
    expect(app.contentVersions.version('guides')).toBe(guides + 10);
    await app.db.query(
      `UPDATE content_versions SET version = version + 5 WHERE collection = 'guides'`,
    );
  });

  it('stop following the database once closed', async () => {
    const other = await openContentVersions(app.db);
    const codes = other.version('codes');
    await app.db.query(`DELETE FROM codes`);
    expect(other.version('codes')).toBe(codes + 1);
    await other.close();
    await app.db.query(`DELETE FROM codes`);
    expect(other.version('codes')).toBe(codes + 1);
    expect(app.contentVersions.version('codes')).toBe(codes + 2);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { seedSampleData } from '../seed/seed';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import { importReport, postHeroImport } from '../../tests/support/heroImportRequest';
import { readFixture } from '../../tests/support/testUploads';
import type { EquipmentItem } from '../../src/domain/equipment';
import type { GameMode } from '../../src/domain/gameMode';
import type { Hero } from '../../src/domain/hero';
import { exportHeroes } from '../../src/domain/heroExport';

let app: App;
let admin: string;
signedInAppPerFile((ready) => ({ app, admin } = ready));

const listHeroes = async () => (await app.inject('/api/heroes')).json<Hero[]>();
const listModes = async () => (await app.inject('/api/modes')).json<GameMode[]>();
const importData = (payload: unknown) => postHeroImport(app, admin, payload);
/** The site's heroes as Export Heroes writes them, with the live modes' names. */
const listItems = async () => (await app.inject('/api/equipment')).json<EquipmentItem[]>();
const exported = async () => exportHeroes(await listHeroes(), await listModes(), await listItems());

/**
 * What an export carries but the id: everything but images, versions and timestamps. Heroes
 * imported again after a delete are new heroes, with ids of their own.
 */
const content = (heroes: Awaited<ReturnType<typeof exported>>) =>
  heroes.map(({ id: _id, ...entry }) => entry);

describe('export, delete all, import', () => {
  it('finds every hero of the sample site unchanged, ratings included, then gives back the same heroes', async () => {
    // The sample site: its game modes, and heroes rated in them.
    await seedSampleData(app.db);
    const mixed = JSON.parse((await readFixture('heroes-mixed.json')).toString('utf8'));
    expect((await importData(mixed)).statusCode).toBe(200);
    // A mode in the trash: its ratings stay in the heroes, and the export leaves them out.
    const [dungeon] = (await listModes()).filter((mode) => mode.name === 'Dungeon');
    const trashed = await app.inject({
      method: 'DELETE',
      url: `/api/modes/${dungeon!.id}`,
      headers: { cookie: admin },
    });
    expect(trashed.statusCode).toBe(204);
    const before = await listHeroes();
    // The mixed file's Aurelia updates the sample one rather than adding a second.
    expect(before).toHaveLength(15);
    const file = await exported();
    expect(file.filter((entry) => Object.keys(entry.ratings).length > 0)).toHaveLength(12);
    expect(file.some((entry) => 'Dungeon' in entry.ratings)).toBe(false);

    const unchanged = await importData(JSON.parse(JSON.stringify(file)));
    expect(unchanged.json()).toEqual(importReport({ unchanged: 15 }));
    expect(await listHeroes()).toEqual(before);

    for (const hero of before) {
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/heroes/${hero.id}`,
        headers: { cookie: admin },
      });
      expect(deleted.statusCode).toBe(204);
    }
    expect(await listHeroes()).toEqual([]);

    const report = await importData(JSON.parse(JSON.stringify(file)));
    expect(report.json()).toEqual(importReport({ imported: 15 }));
    expect(content(await exported())).toEqual(content(file));
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { backupSites } from '../../tests/support/backupSites';
import { makeTestApp, signInAs } from '../../tests/support/testApp';
import type { EquipmentItem } from '../../src/domain/equipment';
import type { GameMode } from '../../src/domain/gameMode';
import type { Hero } from '../../src/domain/hero';
import { exportHeroes } from '../../src/domain/heroExport';
import type { Team } from '../../src/domain/team';
import { exportBackup } from './exportBackup';
import { importBackup } from './restore';

/**
 * A seeded site (the sample data: teams, equipment items with images, heroes with skills) goes
 * whole through a backup into an empty site, and its heroes' skills whole through the Heroes JSON
 * export and an import into an empty site (docs/backups.md, docs/product.md#skills).
 */
let source: App;
const { emptySite } = backupSites();

beforeAll(async () => {
  source = await makeTestApp({ seedSampleData: true });
  // A backup restores only with an admin who can sign in afterwards.
  await signInAs(source, 'admin');
});

afterAll(() => source.close());

const read = async <T>(app: App, url: string) => (await app.inject(url)).json<T>();

const skillsByName = (heroes: Hero[]) =>
  Object.fromEntries(heroes.map((hero) => [hero.name, hero.skills]));

describe('a seeded site', () => {
  it('comes back from its backup on an empty site with its teams, items, images and skills', async () => {
    const [teams, items, heroes] = await Promise.all([
      read<Team[]>(source, '/api/teams'),
      read<EquipmentItem[]>(source, '/api/equipment'),
      read<Hero[]>(source, '/api/heroes'),
    ]);
    // The sample data holds what is compared: nothing passes for want of records.
    expect(teams.length).toBe(5);
    expect(items.length).toBe(10);
    expect(heroes.every((hero) => hero.skills.length >= 2)).toBe(true);

    const target = await emptySite();
    await importBackup(target.db, await exportBackup(source.db));

    expect(await read<Team[]>(target, '/api/teams')).toEqual(teams);
    expect(await read<EquipmentItem[]>(target, '/api/equipment')).toEqual(items);
    const restored = await read<Hero[]>(target, '/api/heroes');
    expect(restored).toEqual(heroes);
    expect(skillsByName(restored)).toEqual(skillsByName(heroes));
    for (const item of items) {
      expect(item.imageUrl, item.name).not.toBe('');
      const [before, after] = await Promise.all([
        source.inject(item.imageUrl),
        target.inject(item.imageUrl),
      ]);
      expect(after.statusCode, item.name).toBe(200);
      expect(after.rawPayload.equals(before.rawPayload), item.name).toBe(true);
    }
  });

  it('gives its heroes’ skills and recommended equipment whole to an empty site through Heroes JSON', async () => {
    const heroes = await read<Hero[]>(source, '/api/heroes');
    const modes = await read<GameMode[]>(source, '/api/modes');
    const items = await read<EquipmentItem[]>(source, '/api/equipment');
    const file = JSON.parse(JSON.stringify(exportHeroes(heroes, modes, items))) as unknown;

    const target = await emptySite();
    const cookie = await signInAs(target, 'admin');
    // Ratings name their game mode, which the import finds by name: the modes come first.
    for (const mode of modes) {
      const made = await target.inject({
        method: 'POST',
        url: '/api/modes',
        payload: { name: mode.name, description: mode.description, position: mode.position },
        headers: { cookie },
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    // So do the equipment items, which the file names too.
    for (const { name, slot, rarity, stats, setBonus, howToGet } of items) {
      const made = await target.inject({
        method: 'POST',
        url: '/api/equipment',
        payload: { name, slot, rarity, stats, setBonus, howToGet },
        headers: { cookie },
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const response = await target.inject({
      method: 'POST',
      url: '/api/heroes/import',
      payload: { file },
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: heroes.length, errors: [] });
    const imported = await read<Hero[]>(target, '/api/heroes');
    expect(imported).toHaveLength(heroes.length);
    expect(skillsByName(imported)).toEqual(skillsByName(heroes));
    const recommended = async (site: App, list: readonly Hero[]) => {
      const names = new Map(
        (await read<EquipmentItem[]>(site, '/api/equipment')).map((item) => [item.id, item.name]),
      );
      return Object.fromEntries(
        list.map((hero) => [hero.name, hero.recommendedEquipment.map((id) => names.get(id))]),
      );
    };
    const before = await recommended(source, heroes);
    expect(Object.values(before).some((names) => names.length > 0)).toBe(true);
    expect(await recommended(target, imported)).toEqual(before);
  });
});

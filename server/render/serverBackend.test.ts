// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { testAppPerFile } from '../../tests/support/appPerFile';
import { createServerBackend } from './serverBackend';
import { BackendError } from '../../src/domain/errors';

let app: App;
testAppPerFile((ready) => (app = ready));

const by = { author: 'admin@example.test' };

describe("the server renderer's reads of equipment", () => {
  it('are the live items in the list’s order, and not found for an item in the trash or unknown', async () => {
    const { equipment } = app.repositories;
    const input = { stats: [], setBonus: '', howToGet: '', imagePath: '' };
    const hood = await equipment.create(
      { ...input, name: 'Hood', slot: 'Helmet', rarity: 'Rare' },
      by,
    );
    const blade = await equipment.create(
      { ...input, name: 'Blade', slot: 'Weapon', rarity: 'Epic' },
      by,
    );
    const gone = await equipment.create(
      { ...input, name: 'Gone', slot: 'Weapon', rarity: 'Mythic' },
      by,
    );
    await equipment.remove(gone.id, by);
    const reads = createServerBackend(app.repositories)(null);

    expect((await reads.equipment.list()).map((item) => item.name)).toEqual(['Blade', 'Hood']);
    expect(await reads.equipment.get(hood.id)).toEqual(hood);
    expect(await reads.equipment.get(blade.id)).toEqual(blade);
    for (const id of [gone.id, 'no-such-item']) {
      const refused = await reads.equipment.get(id).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BackendError);
      expect(refused).toMatchObject({
        code: 'not-found',
        message: 'This equipment item was not found.',
      });
    }
  });
});

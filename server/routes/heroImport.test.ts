// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import { postHeroImport } from '../../tests/support/heroImportRequest';
import { readFixture } from '../../tests/support/testUploads';
import type { ImportReport } from '../../src/backend/contract';
import type { Hero } from '../../src/domain/hero';

let app: App;
let admin: string;
signedInAppPerFile((ready) => ({ app, admin } = ready), {
  emptyBeforeEach: ['heroes'],
});

const send = (payload: unknown) => postHeroImport(app, admin, payload);

const listHeroes = async () => (await app.inject('/api/heroes')).json<Hero[]>();

describe('POST api/heroes/import', () => {
  const importFile = async (name: string) =>
    send(JSON.parse((await readFixture(name)).toString('utf8')));

  it('imports all 12 sample heroes', async () => {
    const response = await importFile('heroes-sample.json');
    expect(response.json<ImportReport>()).toEqual({ imported: 12, skipped: 0, errors: [] });
    expect(await listHeroes()).toHaveLength(12);
  });

  it('imports the 4 usable heroes of the mixed file and skips 3 empty templates', async () => {
    const response = await importFile('heroes-mixed.json');
    expect(response.json<ImportReport>()).toEqual({ imported: 4, skipped: 3, errors: [] });
    const heroes = await listHeroes();
    expect(heroes.map((hero) => hero.name).sort()).toEqual(
      ['Aurelia the Dawnblade', 'Minimal Hero', 'Unicode ✦ Héroïne 龍', 'Unknown Tier Hero'].sort(),
    );
    const aurelia = heroes.find((hero) => hero.name === 'Aurelia the Dawnblade');
    expect(aurelia).toMatchObject({
      tier: 'SS',
      description: 'Leading and trailing spaces must be trimmed.',
      stats: { ATK: '2100', DEF: '900', HP: '', SPD: '120' },
      recommendedTalisman: ['Phoenix Sigil', 'Warden Seal'],
      recommendedSpirit: ['Ember Spirit'],
      recommendedRune: [],
      recommendedCodex: ['Codex of Ages'],
      recommendedPet: ['Cinder Fox'],
      imagePath: '',
      imageUrl: '',
    });
    expect(heroes.find((hero) => hero.name === 'Minimal Hero')).toMatchObject({
      description: '',
      stats: { ATK: '', DEF: '', HP: '', SPD: '' },
      recommendedPet: [],
    });
    expect(heroes.at(-1)?.name).toBe('Unknown Tier Hero');
  });

  it('reports heroes over the limits by name and stores the rest', async () => {
    const response = await send([
      { name: 'Fine', tier: 'A' },
      { name: 'Wordy', tier: 'A', description: 'x'.repeat(5001) },
    ]);
    expect(response.json<ImportReport>()).toEqual({
      imported: 1,
      skipped: 0,
      errors: [{ name: 'Wordy', reason: 'description: At most 5000 characters.' }],
    });
  });

  it('stores nothing when the database refuses one hero of the file', async () => {
    // PostgreSQL text cannot hold NUL, so the second insert fails inside the transaction.
    const response = await send([
      { name: 'Fine', tier: 'A' },
      { name: 'Broken\u0000', tier: 'A' },
    ]);
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(await listHeroes()).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/heroes/import',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: await readFixture('heroes-not-json.json'),
    });
    expect(response.statusCode).toBe(400);
    expect(await listHeroes()).toEqual([]);
  });

  it.each([['heroes-wrong-shape.json'], ['heroes-sample.json']])(
    'refuses a file that is not a list (%s wrapped) and stores nothing',
    async (name) => {
      const data = JSON.parse((await readFixture(name)).toString('utf8'));
      const payload = Array.isArray(data) ? { heroes: data } : data;
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'The file must contain a JSON list of heroes ([ {...}, ... ]).',
      );
      expect(await listHeroes()).toEqual([]);
    },
  );
});

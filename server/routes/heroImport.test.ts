// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import {
  AURELIA_IMPORTED,
  importReport as report,
  postHeroImport,
  postHeroImportPreview,
} from '../../tests/support/heroImportRequest';
import { testSkill } from '../../tests/support/heroInput';
import { readFixture, uploadValidImage } from '../../tests/support/testUploads';
import type { ImportPreview, ImportReport } from '../../src/backend/contract';
import type { GameMode } from '../../src/domain/gameMode';
import { noGameModeNamed } from '../../src/domain/heroImport';
import type { Revision } from '../../src/domain/history';
import type { Hero } from '../../src/domain/hero';
import { NUL_CHARACTER_MESSAGE } from '../../src/domain/storableText';

let app: App;
let admin: string;
signedInAppPerFile((ready) => ({ app, admin } = ready), {
  emptyBeforeEach: ['heroes'],
});

const send = (payload: unknown, images?: Record<string, string>) =>
  postHeroImport(app, admin, payload, images);

const listHeroes = async () => (await app.inject('/api/heroes')).json<Hero[]>();

describe('POST api/heroes/import', () => {
  const importFile = async (name: string) =>
    send(JSON.parse((await readFixture(name)).toString('utf8')));

  it('imports all 12 sample heroes', async () => {
    const response = await importFile('heroes-sample.json');
    expect(response.json<ImportReport>()).toEqual(report({ imported: 12 }));
    expect(await listHeroes()).toHaveLength(12);
  });

  it('imports the 4 usable heroes of the mixed file and skips 3 empty templates', async () => {
    const response = await importFile('heroes-mixed.json');
    expect(response.json<ImportReport>()).toEqual(report({ imported: 4, skipped: 3 }));
    const heroes = await listHeroes();
    expect(heroes.map((hero) => hero.name).sort()).toEqual(
      ['Aurelia the Dawnblade', 'Minimal Hero', 'Unicode ✦ Héroïne 龍', 'Unknown Tier Hero'].sort(),
    );
    const aurelia = heroes.find((hero) => hero.name === 'Aurelia the Dawnblade');
    expect(aurelia).toMatchObject({
      ...AURELIA_IMPORTED,
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
    expect(response.json<ImportReport>()).toEqual(
      report({
        imported: 1,
        errors: [{ name: 'Wordy', reason: 'description: At most 5000 characters.' }],
      }),
    );
  });

  it('refuses by name a text holding a NUL character, which PostgreSQL cannot store', async () => {
    const response = await send([
      { name: 'Fine', tier: 'A' },
      { name: 'Broken\u0000', tier: 'A' },
      { name: 'Listed', tier: 'A', recommendedRune: ['Fury\u0000Rune'] },
    ]);
    expect(response.json<ImportReport>()).toEqual(
      report({
        imported: 1,
        errors: [
          { name: 'Broken\u0000', reason: `name: ${NUL_CHARACTER_MESSAGE}` },
          { name: 'Listed', reason: `recommendedRune.0: ${NUL_CHARACTER_MESSAGE}` },
        ],
      }),
    );
    expect((await listHeroes()).map((hero) => hero.name)).toEqual(['Fine']);
  });

  it('stores nothing, neither new heroes nor updates, when the database refuses the last write', async () => {
    await send([
      { name: 'Stored', tier: 'A' },
      { name: 'Doomed', tier: 'A' },
    ]);
    const before = await listHeroes();
    // New heroes are inserted first, then the updates run in order: the last one fails in the
    // database alone, after every check passed and the other writes ran.
    await app.db.query(`CREATE FUNCTION refuse_doomed() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND NEW.name = 'Doomed' THEN RAISE EXCEPTION 'refused by the test'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await app.db.query(
      'CREATE TRIGGER refuse_doomed BEFORE INSERT OR UPDATE ON heroes FOR EACH ROW EXECUTE FUNCTION refuse_doomed()',
    );
    try {
      const response = await send([
        { name: 'Fine', tier: 'A' },
        { name: 'Stored', tier: 'S' },
        { name: 'Doomed', tier: 'S' },
      ]);
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(await listHeroes()).toEqual(before);
    } finally {
      await app.db.query('DROP TRIGGER refuse_doomed ON heroes');
      await app.db.query('DROP FUNCTION refuse_doomed()');
    }
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/heroes/import',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: `{"file": ${(await readFixture('heroes-not-json.json')).toString('utf8')}}`,
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

describe('importing over stored heroes', () => {
  const sample = async () =>
    JSON.parse((await readFixture('heroes-sample.json')).toString('utf8')) as {
      id?: string;
      name: string;
      tier: string;
    }[];

  it('leaves the sample heroes unchanged when the same file comes again', async () => {
    await send(await sample());
    const before = await listHeroes();
    const again = await send(await sample());
    expect(again.json<ImportReport>()).toEqual(report({ unchanged: 12 }));
    expect(await listHeroes()).toEqual(before);
  });

  it('previews two tier changes without writing, then updates exactly those two', async () => {
    await send(await sample());
    const before = await listHeroes();
    const file = await sample();
    file[0]!.tier = 'ss';
    file[5]!.tier = ' food ';
    const aurelia = before.find((hero) => hero.name === file[0]!.name)!;
    const sixth = before.find((hero) => hero.name === file[5]!.name)!;

    const preview = await postHeroImportPreview(app, admin, file);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<ImportPreview>()).toMatchObject({
      creates: [],
      updates: [
        { id: aurelia.id, changes: [{ field: 'tier', from: 'Meta', to: 'SS' }] },
        { id: sixth.id, changes: [{ field: 'tier', from: sixth.tier, to: 'Food' }] },
      ],
      errors: [],
    });
    expect(preview.json<ImportPreview>().unchanged).toHaveLength(10);
    expect(await listHeroes()).toEqual(before);

    const applied = await send(file);
    expect(applied.json<ImportReport>()).toEqual(report({ updated: 2, unchanged: 10 }));
    const after = await listHeroes();
    expect(after).toHaveLength(12);
    const updated = after.find((hero) => hero.id === aurelia.id)!;
    expect(updated).toMatchObject({ tier: 'SS', version: aurelia.version + 1 });
    expect(updated.tierHistory.map(({ from, to }) => [from, to])).toEqual([['Meta', 'SS']]);
    const versions = await app.inject({
      url: `/api/history/heroes/${aurelia.id}`,
      headers: { cookie: admin },
    });
    expect(versions.json<Revision[]>().map((version) => version.action)).toEqual([
      'updated',
      'created',
    ]);
  });

  it('updates the hero a file names by id, renamed in the file, instead of adding one', async () => {
    await send(await sample());
    const before = await listHeroes();
    const file = await sample();
    const target = before.find((hero) => hero.name === file[2]!.name)!;
    file[2] = { ...file[2]!, id: target.id, name: 'Renamed In The File' };

    const applied = await send(file);
    expect(applied.json<ImportReport>()).toEqual(report({ updated: 1, unchanged: 11 }));
    const after = await listHeroes();
    expect(after).toHaveLength(12);
    expect(after.find((hero) => hero.id === target.id)).toMatchObject({
      name: 'Renamed In The File',
      version: target.version + 1,
    });
  });

  it('stores known tiers in their canonical spelling', async () => {
    await send([
      { name: 'Lowercase Meta', tier: 'meta' },
      { name: 'Spaced S Plus', tier: ' s + ' },
    ]);
    const tiers = (await listHeroes()).map((hero) => [hero.name, hero.tier]);
    expect(tiers).toEqual([
      ['Lowercase Meta', 'Meta'],
      ['Spaced S Plus', 'S+'],
    ]);
  });

  it('refuses a second entry for the same hero by name and writes the first', async () => {
    const response = await send([
      { name: 'Twin', tier: 'A' },
      { name: ' twin ', tier: 'B' },
    ]);
    expect(response.json<ImportReport>()).toEqual(
      report({
        imported: 1,
        errors: [
          {
            name: 'twin',
            reason:
              'Matches the same hero as an earlier entry of this file (Twin); only the first one is imported.',
          },
        ],
      }),
    );
    expect((await listHeroes()).map((hero) => hero.tier)).toEqual(['A']);
  });

  it('writes the uploaded image an entry names, and nothing when a path is not a stored image', async () => {
    const image = await uploadValidImage(app, admin);
    const response = await send([{ name: 'Pictured', tier: 'S', image: 'Pictured.PNG' }], {
      'pictured.png': image.path,
    });
    expect(response.json<ImportReport>()).toEqual(report({ imported: 1 }));
    expect((await listHeroes())[0]).toMatchObject({ name: 'Pictured', imagePath: image.path });

    const refused = await send([{ name: 'Pictured', tier: 'A', image: 'x.png' }], {
      'x.png': 'heroes/1-missing.png',
    });
    expect(refused.statusCode).toBe(400);
    expect((await listHeroes())[0]).toMatchObject({ tier: 'S', imagePath: image.path });
  });
});

describe('build notes in an import', () => {
  /** What a stored note may never hold: a script, an event handler, a script address. */
  const RUNNABLE =
    /<script|<iframe|<object|<embed|\son\w+\s*=|(href|src|action)\s*=\s*"?\s*javascript:/i;

  it('previews and stores the hostile notes of the XSS list only as the sanitizer leaves them', async () => {
    const payloads = (await readFixture('xss-payloads.txt'))
      .toString('utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
    const names = payloads.map((_, index) => `Noted ${index}`);
    await send(names.map((name) => ({ name, tier: 'S', buildNotes: '<p>Safe</p>' })));
    const file = names.map((name, index) => ({
      name,
      tier: 'S',
      buildNotes: `<p>Safe</p>${payloads[index]}`,
    }));

    const preview = (await postHeroImportPreview(app, admin, file)).json<ImportPreview>();
    for (const update of preview.updates) {
      for (const change of update.changes) expect(change.to).not.toMatch(RUNNABLE);
    }
    for (const error of preview.errors) expect(error.reason).toMatch(/^The build notes show/);
    const answered = [...preview.updates.map((u) => u.name), ...preview.unchanged];
    expect(answered.length + preview.errors.length).toBe(names.length);

    const result = (await send(file)).json<ImportReport>();
    expect(result).toMatchObject({
      updated: preview.updates.length,
      unchanged: preview.unchanged.length,
      errors: preview.errors,
    });
    for (const hero of await listHeroes()) expect(hero.buildNotes).not.toMatch(RUNNABLE);
  });

  it('finds notes whose only difference is what the sanitizer removes unchanged, and writes nothing', async () => {
    await send([{ name: 'Noted', tier: 'S', buildNotes: '<p>Burst first.</p>' }]);
    const before = await listHeroes();
    const file = [
      {
        name: 'Noted',
        tier: 'S',
        buildNotes: '<p onclick="steal()">Burst first.</p><script>x</script>',
      },
    ];
    const preview = (await postHeroImportPreview(app, admin, file)).json<ImportPreview>();
    expect(preview).toMatchObject({ updates: [], unchanged: ['Noted'], errors: [] });
    expect((await send(file)).json<ImportReport>()).toEqual(report({ unchanged: 1 }));
    expect(await listHeroes()).toEqual(before);
  });

  it('names the hero whose notes grow past the limit once cleaned, and stores the rest', async () => {
    // Each bare ampersand is written back as &amp;: 30,000 of them become 150,000 characters.
    const file = [
      { name: 'Fine', tier: 'S' },
      { name: 'Ampersands', tier: 'S', buildNotes: `<p>${'&'.repeat(30_000)}</p>` },
    ];
    const preview = (await postHeroImportPreview(app, admin, file)).json<ImportPreview>();
    const refused = {
      name: 'Ampersands',
      reason: 'Build notes must be at most 100000 characters once cleaned.',
    };
    expect(preview).toMatchObject({ creates: ['Fine'], errors: [refused] });
    const response = await send(file);
    expect(response.json<ImportReport>()).toEqual(report({ imported: 1, errors: [refused] }));
    expect((await listHeroes()).map((hero) => hero.name)).toEqual(['Fine']);
  });
});

describe('skills in an import', () => {
  const arc = testSkill();
  const ward = { name: 'Dawn Ward', kind: 'Passive', cooldown: '', description: '', upgrades: [] };

  it('stores each description cleaned, keeps the skills of an entry leaving them out, and previews a change as one field', async () => {
    const hostile = '<p onclick="steal()">Fire.</p><script>x</script><img src=x onerror="x()">';
    await send([{ name: 'Skilled', tier: 'S', skills: [{ ...arc, description: hostile }, ward] }]);
    const [stored] = await listHeroes();
    expect(stored?.skills).toEqual([arc, ward]);

    // Without `skills`, an update keeps the hero's; with them, they replace the hero's in order.
    expect((await send([{ name: 'Skilled', tier: 'SS' }])).json<ImportReport>()).toEqual(
      report({ updated: 1 }),
    );
    expect((await listHeroes())[0]?.skills).toEqual([arc, ward]);
    const file = [{ name: 'Skilled', tier: 'SS', skills: [ward, arc] }];
    const preview = (await postHeroImportPreview(app, admin, file)).json<ImportPreview>();
    expect(preview.updates[0]?.changes.map((change) => change.field)).toEqual(['skills']);
    await send(file);
    expect((await listHeroes())[0]?.skills).toEqual([ward, arc]);
  });

  it('refuses by name an entry with a bad skill, naming the skill, and stores the rest', async () => {
    const response = await send([
      { name: 'Fine', tier: 'A', skills: [arc] },
      { name: 'Nameless', tier: 'A', skills: [arc, { ...ward, name: ' ' }] },
    ]);
    expect(response.json<ImportReport>()).toEqual(
      report({
        imported: 1,
        errors: [{ name: 'Nameless', reason: 'Skill 2 name: Name is required.' }],
      }),
    );
    expect((await listHeroes()).map((hero) => hero.name)).toEqual(['Fine']);
  });
});

describe('ratings per game mode in an import', () => {
  const modes: Record<string, GameMode> = {};
  const addMode = async (name: string, position: number) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/modes',
      headers: { cookie: admin },
      payload: { name, description: '', position },
    });
    expect(response.statusCode).toBe(201);
    modes[name] = response.json<GameMode>();
  };

  beforeAll(async () => {
    await addMode('Arena', 0);
    await addMode('Guild Boss', 1);
  });

  it('refuses by entry a rating naming no live game mode, and stores the other entries with their ratings', async () => {
    const file = [
      { name: 'Rated', tier: 'S', ratings: { arena: { tier: 'meta', reason: ' Acts first. ' } } },
      { name: 'Lost', tier: 'S', ratings: { Arena: { tier: 'A' }, Raid: { tier: 'S' } } },
      { name: 'Plain', tier: 'A' },
    ];
    const refused = { name: 'Lost', reason: `ratings: ${noGameModeNamed('Raid')}` };
    const preview = (await postHeroImportPreview(app, admin, file)).json<ImportPreview>();
    expect(preview).toMatchObject({ creates: ['Rated', 'Plain'], errors: [refused] });

    const response = await send(file);
    expect(response.json<ImportReport>()).toEqual(report({ imported: 2, errors: [refused] }));
    const heroes = await listHeroes();
    expect(heroes.map((hero) => [hero.name, hero.ratings])).toEqual([
      ['Rated', [{ mode: modes.Arena!.id, tier: 'Meta', reason: 'Acts first.' }]],
      ['Plain', []],
    ]);
  });

  it('previews a changed rating by its mode name, then writes it with its tier move, keeping the ratings of a mode in the trash', async () => {
    await addMode('Dungeon', 2);
    await send([
      {
        name: 'Rated',
        tier: 'S',
        ratings: { Arena: { tier: 'S', reason: 'Fast.' }, Dungeon: { tier: 'B' } },
      },
    ]);
    const trashed = await app.inject({
      method: 'DELETE',
      url: `/api/modes/${modes.Dungeon!.id}`,
      headers: { cookie: admin },
    });
    expect(trashed.statusCode).toBe(204);
    const [before] = await listHeroes();
    const file = [
      {
        name: 'Rated',
        tier: 'S',
        ratings: { 'Guild Boss': { tier: 'A' }, Arena: { tier: 'B', reason: 'Fast.' } },
      },
    ];

    const preview = (await postHeroImportPreview(app, admin, file)).json<ImportPreview>();
    expect(preview.updates).toEqual([
      {
        id: before!.id,
        name: 'Rated',
        changes: [
          { field: 'Arena rating', from: 'S — Fast.', to: 'B — Fast.' },
          { field: 'Guild Boss rating', from: '', to: 'A' },
        ],
      },
    ]);
    expect(await listHeroes()).toEqual([before]);

    expect((await send(file)).json<ImportReport>()).toEqual(report({ updated: 1 }));
    const [after] = await listHeroes();
    expect(after!.ratings).toEqual([
      { mode: modes.Arena!.id, tier: 'B', reason: 'Fast.' },
      { mode: modes['Guild Boss']!.id, tier: 'A', reason: '' },
      { mode: modes.Dungeon!.id, tier: 'B', reason: '' },
    ]);
    expect(after!.tierHistory.map(({ from, to, mode }) => ({ from, to, mode }))).toEqual([
      { from: 'S', to: 'B', mode: modes.Arena!.id },
    ]);
    // The same ratings in another order are no change.
    const reordered = [
      { ...file[0], ratings: { Arena: file[0]!.ratings.Arena, 'guild boss': { tier: 'a' } } },
    ];
    expect((await send(reordered)).json<ImportReport>()).toEqual(report({ unchanged: 1 }));
  });
});

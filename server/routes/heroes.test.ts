// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import {
  HEROES_BY_TIER,
  ORDERED_BY_TIER,
  filledHeroInput as heroInput,
  testSkill as skill,
} from '../../tests/support/heroInput';
import { countFiles, uploadValidImage } from '../../tests/support/testUploads';
import type { Hero, HeroInput } from '../../src/domain/hero';
import { foreignSkillImageMessage } from '../../src/domain/heroBuildNotes';
import type { HeroSkill } from '../../src/domain/heroSkill';

let app: App;
let admin: string;
let member: string;
signedInAppPerFile((ready) => ({ app, admin, member } = ready), {
  emptyBeforeEach: ['heroes'],
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
  app.inject({ method, url, payload: payload as object, headers: { cookie } });

async function createHero(overrides: Partial<HeroInput> = {}): Promise<Hero> {
  const { path } = await uploadValidImage(app, admin);
  const response = await send('POST', '/api/heroes', heroInput({ imagePath: path, ...overrides }));
  expect(response.statusCode).toBe(201);
  return response.json<Hero>();
}

const listHeroes = async () => (await app.inject('/api/heroes')).json<Hero[]>();
const fileExists = async (path: string) =>
  (await app.db.query('SELECT 1 FROM files WHERE path = $1', [path])).length > 0;

describe('heroes CRUD', () => {
  it.each([
    ['meta', 'Meta', ' SS ', 'SS'],
    [' s + ', 'S+', 'a+', 'A+'],
    ['  Mythic ', 'Mythic', 'food', 'Food'],
    ['Food', 'Food', ' mythic ', 'mythic'],
  ])('stores the tier %j as %j, then %j as %j', async (created, stored, edited, saved) => {
    const hero = await createHero({ tier: created });
    expect(hero.tier).toBe(stored);
    const updated = await send('PUT', `/api/heroes/${hero.id}`, {
      hero: heroInput({ tier: edited, imagePath: hero.imagePath }),
      baseVersion: 1,
    });
    expect(updated.json<Hero>().tier).toBe(saved);
  });

  it('creates, reads, updates and deletes a hero', async () => {
    const hero = await createHero({ name: '  Trimmed  ' });
    expect(hero).toMatchObject({ name: 'Trimmed', version: 1, tierHistory: [] });
    expect(hero.imageUrl).toBe(`/files/${hero.imagePath}`);
    expect(hero.thumbnailUrl).toBe(`/files/${hero.imagePath}?thumb=1`);
    expect((await app.inject(`/api/heroes/${hero.id}`)).json<Hero>()).toEqual(hero);

    const updated = await send('PUT', `/api/heroes/${hero.id}`, {
      hero: heroInput({ name: 'Renamed', imagePath: hero.imagePath }),
      baseVersion: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Hero>()).toMatchObject({ name: 'Renamed', version: 2 });

    expect((await send('DELETE', `/api/heroes/${hero.id}`)).statusCode).toBe(204);
    expect((await app.inject(`/api/heroes/${hero.id}`)).statusCode).toBe(404);
    // In the trash, the hero keeps its image until it is purged.
    expect(await fileExists(hero.imagePath)).toBe(true);
    expect((await send('DELETE', `/api/heroes/${hero.id}`)).statusCode).toBe(404);
  });

  it('requires an image on add, and one uploaded into heroes/', async () => {
    const missing = await send('POST', '/api/heroes', heroInput());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { code: 'invalid', fieldErrors: { imagePath: 'An image is required.' } },
    });
    const { path } = await uploadValidImage(app, admin, 'media');
    for (const imagePath of [path, 'heroes/never-uploaded.png']) {
      const response = await send('POST', '/api/heroes', heroInput({ imagePath }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors).toHaveProperty('imagePath');
    }
    expect(await listHeroes()).toEqual([]);
  });

  it('answers field messages for missing fields', async () => {
    const response = await send('POST', '/api/heroes', heroInput({ name: ' ', description: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toMatchObject({
      name: 'Name is required.',
      description: 'Description is required.',
    });
  });

  it('lists by tier order then name, unknown tiers last', async () => {
    for (const [name, tier] of HEROES_BY_TIER) {
      await createHero({ name, tier });
    }
    expect((await listHeroes()).map((hero) => hero.name)).toEqual(ORDERED_BY_TIER);
  });

  it('refuses a stale update with 409 and keeps the stored hero', async () => {
    const hero = await createHero();
    const input = heroInput({ imagePath: hero.imagePath });
    await send('PUT', `/api/heroes/${hero.id}`, {
      hero: { ...input, name: 'First' },
      baseVersion: 1,
    });
    const stale = await send('PUT', `/api/heroes/${hero.id}`, {
      hero: { ...input, name: 'Second' },
      baseVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
    expect((await app.inject(`/api/heroes/${hero.id}`)).json<Hero>()).toMatchObject({
      name: 'First',
      version: 2,
    });
    const unknown = await send('PUT', '/api/heroes/nope', { hero: input, baseVersion: 1 });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 naming the field for a baseVersion or an id the database cannot store', async () => {
    const hero = await createHero();
    const tooBig = await send('PUT', `/api/heroes/${hero.id}`, {
      hero: heroInput({ imagePath: hero.imagePath }),
      baseVersion: 2_147_483_648,
    });
    expect(tooBig.statusCode, tooBig.body).toBe(400);
    expect(tooBig.json().error.fieldErrors).toEqual({ baseVersion: 'At most 2147483647.' });
    const nul = await app.inject('/api/heroes/a%00b');
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json().error.fieldErrors).toEqual({ id: 'Cannot contain a NUL character.' });
  });

  it('records tier changes, oldest first', async () => {
    const hero = await createHero({ tier: 'A' });
    const input = heroInput({ imagePath: hero.imagePath });
    await send('PUT', `/api/heroes/${hero.id}`, { hero: { ...input, tier: 'S' }, baseVersion: 1 });
    await send('PUT', `/api/heroes/${hero.id}`, { hero: { ...input, tier: 'S' }, baseVersion: 2 });
    const last = await send('PUT', `/api/heroes/${hero.id}`, {
      hero: { ...input, tier: 'SS' },
      baseVersion: 3,
    });
    const history = last.json<Hero>().tierHistory;
    expect(history.map(({ from, to }) => [from, to])).toEqual([
      ['A', 'S'],
      ['S', 'SS'],
    ]);
    expect(Date.parse(history[0]?.at ?? '')).not.toBeNaN();
  });

  it('records a move per game mode with its mode, the overall one without a mode key', async () => {
    const hero = await createHero({
      tier: 'A',
      ratings: [
        { mode: 'arena', tier: 'B', reason: 'Slow.' },
        { mode: 'boss', tier: 'S', reason: '' },
      ],
    });
    const input = heroInput({ imagePath: hero.imagePath });
    // Arena moves; Story's first rating and Boss's removed one are no moves.
    await send('PUT', `/api/heroes/${hero.id}`, {
      hero: {
        ...input,
        tier: 'A',
        ratings: [
          { mode: 'arena', tier: 'A', reason: 'Slow.' },
          { mode: 'story', tier: 'S', reason: '' },
        ],
      },
      baseVersion: 1,
    });
    const last = await send('PUT', `/api/heroes/${hero.id}`, {
      hero: {
        ...input,
        tier: 'S',
        ratings: [
          { mode: 'arena', tier: 'A', reason: 'Faster now.' },
          { mode: 'story', tier: 'SS', reason: '' },
        ],
      },
      baseVersion: 2,
    });
    const history = last.json<Hero>().tierHistory;
    expect(history.map(({ mode, from, to }) => [mode, from, to])).toEqual([
      ['arena', 'B', 'A'],
      [undefined, 'A', 'S'],
      ['story', 'S', 'SS'],
    ]);
    // The overall move and the mode's of one save share its time.
    expect(history[1]?.at).toBe(history[2]?.at);
    expect(Object.keys(history[1]!).sort()).toEqual(['at', 'from', 'to']);
    expect((await app.inject(`/api/heroes/${hero.id}`)).json<Hero>().ratings).toEqual([
      { mode: 'arena', tier: 'A', reason: 'Faster now.' },
      { mode: 'story', tier: 'SS', reason: '' },
    ]);
  });

  it('keeps the replaced image for the history that shows it', async () => {
    const hero = await createHero();
    const { path } = await uploadValidImage(app, admin);
    const updated = await send('PUT', `/api/heroes/${hero.id}`, {
      hero: heroInput({ imagePath: path }),
      baseVersion: 1,
    });
    expect(updated.json<Hero>().imagePath).toBe(path);
    expect(await fileExists(hero.imagePath)).toBe(true);
    expect(await fileExists(path)).toBe(true);
  });

  it("serves a trashed hero's image to admins only, never cached, and to everyone once restored", async () => {
    const hero = await createHero();
    const image = `/files/${hero.imagePath}`;
    const asVisitor = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ url, headers });
    const shown = await asVisitor(image);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=86400');
    const etag = String(shown.headers.etag);

    expect((await send('DELETE', `/api/heroes/${hero.id}`)).statusCode).toBe(204);
    for (const url of [image, `${image}?thumb=1`]) {
      const hidden = await asVisitor(url);
      expect(hidden.statusCode, url).toBe(404);
      expect(hidden.json().error.code).toBe('not-found');
      expect((await asVisitor(url, { cookie: member })).statusCode, url).toBe(404);
      const forAdmin = await asVisitor(url, { cookie: admin });
      expect(forAdmin.statusCode, url).toBe(200);
      expect(forAdmin.headers['cache-control'], url).toBe('private, no-store');
    }
    // A reader's cached copy is not confirmed either.
    expect((await asVisitor(image, { 'if-none-match': etag })).statusCode).toBe(404);

    const restored = await send('POST', `/api/history/trash/heroes/${hero.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(204);
    const again = await asVisitor(image);
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves a replaced image, kept by the history only, to admins only', async () => {
    const hero = await createHero();
    const { path } = await uploadValidImage(app, admin);
    const updated = await send('PUT', `/api/heroes/${hero.id}`, {
      hero: heroInput({ imagePath: path }),
      baseVersion: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await app.inject(`/files/${hero.imagePath}`)).statusCode).toBe(404);
    const forAdmin = await app.inject({
      url: `/files/${hero.imagePath}`,
      headers: { cookie: admin },
    });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.headers['cache-control']).toBe('private, no-store');
    expect((await app.inject(`/files/${path}`)).statusCode).toBe(200);
  });

  it('keeps a file a hero shows from being deleted directly', async () => {
    const hero = await createHero();
    const response = await send('DELETE', `/api/files/${hero.imagePath}`);
    expect(response.statusCode).toBe(409);
    expect(await fileExists(hero.imagePath)).toBe(true);
  });
});

describe('hero skills', () => {
  it('stores each description cleaned by the one sanitizer, the skills in their order', async () => {
    const hero = await createHero({
      skills: [
        skill({
          name: 'Zephyr Cut',
          description:
            '<p onclick="alert(1)">Cuts.</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1">',
          upgrades: [
            { level: '', effect: ' ' },
            { level: 'Lv 2', effect: 'Cuts twice.' },
          ],
        }),
        skill({ name: 'Aegis', kind: 'Passive', cooldown: '', description: '<p></p>' }),
      ],
    });
    expect(hero.skills).toEqual([
      skill({
        name: 'Zephyr Cut',
        description: '<p>Cuts.</p>',
        upgrades: [{ level: 'Lv 2', effect: 'Cuts twice.' }],
      }),
      skill({ name: 'Aegis', kind: 'Passive', cooldown: '', description: '' }),
    ]);
    const [row] = await app.db.query<{ skills: HeroSkill[] }>(
      'SELECT skills FROM heroes WHERE id = $1',
      [hero.id],
    );
    expect(JSON.stringify(row?.skills)).not.toMatch(/<script|onclick|onerror|__xss/);

    const updated = await send('PUT', `/api/heroes/${hero.id}`, {
      hero: heroInput({
        imagePath: hero.imagePath,
        skills: [skill({ name: 'Aegis', description: '<p>Guards<script>x</script></p>' })],
      }),
      baseVersion: 1,
    });
    expect(updated.json<Hero>().skills).toEqual([
      skill({ name: 'Aegis', description: '<p>Guards</p>' }),
    ]);
  });

  it('refuses an invalid skill by its field, on an add and on an update', async () => {
    const { path } = await uploadValidImage(app, admin);
    const refused = await send(
      'POST',
      '/api/heroes',
      heroInput({
        imagePath: path,
        skills: [skill(), skill({ name: 'blazing arc', upgrades: [{ level: '', effect: 'x' }] })],
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({
      'skills.1.name': 'Each skill needs a name of its own.',
      'skills.1.upgrades.0.level': 'An upgrade needs a level.',
    });

    const hero = await createHero();
    const update = await send('PUT', `/api/heroes/${hero.id}`, {
      hero: heroInput({ imagePath: hero.imagePath, skills: [skill({ kind: '' })] }),
      baseVersion: 1,
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().error.fieldErrors).toEqual({ 'hero.skills.0.kind': 'Kind is required.' });
    expect((await app.inject(`/api/heroes/${hero.id}`)).json<Hero>()).toEqual(hero);
  });

  it("refuses an image of another site in a skill's description, naming the skill", async () => {
    const { path } = await uploadValidImage(app, admin);
    const src = 'https://elsewhere.example/a.png';
    const response = await send(
      'POST',
      '/api/heroes',
      heroInput({ imagePath: path, skills: [skill({ description: `<img src="${src}">` })] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: foreignSkillImageMessage('Blazing Arc', src),
      fieldErrors: { 'skills.0.description': foreignSkillImageMessage('Blazing Arc', src) },
    });
  });

  it("keeps an image a skill's description shows from being deleted", async () => {
    const image = await uploadValidImage(app, admin, 'guides');
    await createHero({
      skills: [skill({ description: `<p><img src="${image.url}" alt="Arc"></p>` })],
    });
    expect((await send('DELETE', `/api/files/${image.path}`)).statusCode).toBe(409);
    expect(await fileExists(image.path)).toBe(true);
  });
});

describe('hero writes need an admin', () => {
  it('answers 401 to visitors and 403 to members on every write route', async () => {
    const hero = await createHero();
    const before = await countFiles(app);
    const writes: ['POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['POST', '/api/heroes', heroInput({ imagePath: hero.imagePath })],
      ['PUT', `/api/heroes/${hero.id}`, { hero: heroInput(), baseVersion: 1 }],
      ['DELETE', `/api/heroes/${hero.id}`, undefined],
      ['POST', '/api/heroes/import', { file: [{ name: 'Sneaky', tier: 'S' }] }],
      ['POST', '/api/heroes/import/preview', { file: [{ name: 'Sneaky', tier: 'S' }] }],
    ];
    for (const [method, url, payload] of writes) {
      expect((await app.inject({ method, url, payload: payload as object })).statusCode).toBe(401);
      expect((await send(method, url, payload, member)).statusCode).toBe(403);
    }
    expect(await listHeroes()).toEqual([hero]);
    expect(await countFiles(app)).toBe(before);
  });
});

// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { testAppPerFile } from '../../tests/support/appPerFile';
import { initialsOf } from '../../src/domain/heroPortrait';
import { SEED_MARKER_KEY, seedSampleData } from './seed';
import type { Code } from '../../src/domain/code';
import { isExpiringSoon, isNewCode } from '../../src/domain/codeStatus';
import type { Guide } from '../../src/domain/guide';
import { guideWithHeadingIds } from '../../src/domain/guideMeta';
import { wasUpdated } from '../../src/domain/wasUpdated';
import { TIER_ORDER, type Hero } from '../../src/domain/hero';
import type { GameMode } from '../../src/domain/gameMode';
import { gameModeInputSchema } from '../../src/domain/gameModeSchema';
import { ratingIn } from '../../src/domain/heroRatings';
import { heroInputSchema } from '../../src/domain/heroSchema';
import type { SiteSettings } from '../../src/domain/siteSettings';
import { pairsWellWith, teamHeroIds, type Team } from '../../src/domain/team';
import { teamInputSchema } from '../../src/domain/teamSchema';
import {
  EQUIPMENT_RARITIES,
  EQUIPMENT_SLOTS_DEFAULT,
  type EquipmentItem,
} from '../../src/domain/equipment';
import { equipmentInputSchema } from '../../src/domain/equipmentSchema';

let app: App;
testAppPerFile((ready) => (app = ready));

const count = async (table: string) =>
  (await app.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`))[0]?.n;

describe('seedSampleData', () => {
  it('seeds 12 heroes with images, sample codes and guides once', async () => {
    await seedSampleData(app.db);
    const heroes = (await app.inject('/api/heroes')).json<Hero[]>();
    expect(heroes).toHaveLength(12);
    for (const hero of heroes) {
      expect(hero.imagePath).toMatch(/^heroes\/\d+-[A-Za-z0-9.]+\.png$/);
      const image = await app.inject(hero.imageUrl);
      expect(image.headers['content-type']).toBe('image/png');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });
      expect((await app.inject(hero.thumbnailUrl)).headers['content-type']).toBe('image/webp');
      // Every sample hero shows every label, so a fresh start demonstrates the filters.
      expect([hero.role, hero.faction, hero.rarity]).not.toContain('');
    }
    const withNotes = heroes.filter((hero) => hero.buildNotes !== '');
    expect(withNotes.length).toBeGreaterThanOrEqual(2);
    for (const hero of withNotes) expect(hero.buildNotes).toMatch(/^<h2>.*<\/h2>.*<(ul|ol)>/);
    // Every sample hero has two to four skills, each with its text and one to three upgrades,
    // stored as a write would store them; the kinds the form suggests all show.
    for (const hero of heroes) {
      expect(hero.skills.length).toBeGreaterThanOrEqual(2);
      expect(hero.skills.length).toBeLessThanOrEqual(4);
      expect(heroInputSchema.parse(hero).skills).toEqual(hero.skills);
      for (const skill of hero.skills) {
        expect(skill.description).toMatch(/^<p>.+<\/p>$/);
        expect(skill.upgrades.length).toBeGreaterThanOrEqual(1);
        expect(skill.upgrades.length).toBeLessThanOrEqual(3);
      }
    }
    const kinds = new Set(heroes.flatMap((hero) => hero.skills.map((skill) => skill.kind)));
    expect([...kinds].sort()).toEqual(['Active', 'Passive', 'Ultimate']);
    expect(heroes.some((hero) => hero.skills.some((skill) => skill.cooldown === ''))).toBe(true);

    // The overall tier's moves (those of a game mode's tier are checked below).
    const overall = (hero: Hero) => hero.tierHistory.filter((change) => change.mode === undefined);
    const histories = heroes.filter((hero) => overall(hero).length > 0);
    expect(histories.length).toBeGreaterThanOrEqual(5);
    for (const hero of histories) expect(overall(hero).at(-1)?.to).toBe(hero.tier);
    const days = (hero: Hero) => hero.tierHistory.map((change) => Date.parse(change.at));
    const ages = histories.flatMap(days).map((at) => (Date.now() - at) / 86_400_000);
    expect(Math.min(...ages)).toBeLessThan(3);
    expect(Math.max(...ages)).toBeGreaterThan(14);

    const codes = (await app.inject('/api/codes')).json<Code[]>();
    expect(codes.map((code) => code.code)).toEqual([
      'SAMPLE-SPRING-GEMS',
      'SAMPLE-NEW-SCROLLS',
      'SAMPLE-GUILD-BOOST',
      'SAMPLE-WELCOME',
    ]);
    expect(await count('codes')).toBe(5);
    // The sample data shows every badge: one code added today, one expiring within a day.
    const now = Date.now();
    expect(codes.filter((code) => isNewCode(code, now)).map((code) => code.code)).toEqual([
      'SAMPLE-NEW-SCROLLS',
    ]);
    expect(codes.filter((code) => isExpiringSoon(code, now)).map((code) => code.code)).toEqual([
      'SAMPLE-SPRING-GEMS',
    ]);
    expect(codes.every((code) => code.reward.length > 0)).toBe(true);

    const guides = (await app.inject('/api/guides')).json<Guide[]>();
    expect(guides).toHaveLength(2);
    // Every guide field shows: tags, an author, an edit after writing, a table of contents.
    for (const guide of guides) {
      expect(guide.tags.length).toBeGreaterThan(0);
      expect(guide.author).toBe('Mira Quill (sample admin)');
      expect(wasUpdated(guide.createdAt, guide.updatedAt)).toBe(true);
      expect(guideWithHeadingIds(guide.content).headings.length).toBeGreaterThanOrEqual(2);
    }
    const all = guides.map((guide) => guide.content).join('');
    for (const fragment of [
      '<h1',
      '<strong>',
      '<em>',
      '<u>',
      '<s>',
      '<ul>',
      '<ol>',
      'data-checked="true"',
      '<blockquote>',
      '<code>',
      '<pre><code class="language-text">',
      'style="text-align: center"',
      'class="align-center"',
    ]) {
      expect(all).toContain(fragment);
    }
    const src = /<img src="([^"]+)"/.exec(all)?.[1] ?? '';
    expect(src).toMatch(/^\/files\/guides\//);
    expect((await app.inject(src)).statusCode).toBe(200);

    await seedSampleData(app.db);
    expect(await count('heroes')).toBe(12);
    expect(await count('codes')).toBe(5);
    expect(await count('guides')).toBe(2);
  });

  it('seeds four game modes, every hero rated in two or more with a reason, and the tier legend', async () => {
    const modes = (await app.inject('/api/modes')).json<GameMode[]>();
    expect(modes.map((mode) => mode.name)).toEqual(['Campaign', 'Arena', 'Guild Boss', 'Dungeon']);
    for (const mode of modes) {
      expect(mode.description).not.toBe('');
      // Stored as an admin's save would store it: one line, within the limits.
      expect(gameModeInputSchema.parse(mode)).toEqual({
        name: mode.name,
        description: mode.description,
        position: mode.position,
      });
    }
    const modeIds = modes.map((mode) => mode.id);

    const heroes = (await app.inject('/api/heroes')).json<Hero[]>();
    for (const hero of heroes) {
      expect(hero.ratings.length, hero.name).toBeGreaterThanOrEqual(2);
      expect(heroInputSchema.parse(hero).ratings, hero.name).toEqual(hero.ratings);
      for (const rating of hero.ratings) {
        expect(modeIds).toContain(rating.mode);
        expect(TIER_ORDER).toContain(rating.tier);
        // A reason of one or two sentences.
        const sentences = rating.reason.match(/[.!?](\s|$)/g)?.length ?? 0;
        expect(sentences, rating.reason).toBeGreaterThanOrEqual(1);
        expect(sentences, rating.reason).toBeLessThanOrEqual(2);
      }
    }
    const inThreeOrMore = heroes.filter((hero) => hero.ratings.length >= 3);
    expect(inThreeOrMore.length).toBeGreaterThan(heroes.length / 2);
    const tiersDiffer = heroes.filter(
      (hero) => new Set(hero.ratings.map((rating) => rating.tier)).size > 1,
    );
    expect(tiersDiffer.length).toBeGreaterThan(heroes.length / 2);

    // A few moves of a mode's tier, each hero's last one in a mode ending at its rating there.
    const modeMoves = heroes.flatMap((hero) =>
      hero.tierHistory.flatMap((change) => (change.mode ? [{ hero, change }] : [])),
    );
    expect(modeMoves.length).toBeGreaterThanOrEqual(3);
    for (const { hero, change } of modeMoves) {
      expect(modeIds).toContain(change.mode);
      const last = hero.tierHistory.filter((other) => other.mode === change.mode).at(-1);
      expect(last?.to).toBe(ratingIn(hero.ratings, change.mode!)?.tier);
    }

    const site = (await app.inject('/api/settings/site')).json<SiteSettings>();
    expect(site.communityUrl).toBe('');
    for (const tier of TIER_ORDER) expect(site.tierLegend[tier], tier).not.toBe('');
    expect(site.equipmentSlots).toEqual([...EQUIPMENT_SLOTS_DEFAULT]);
  });

  it('seeds equipment in three slots or more, every rarity, each with stats, a way to get it and a picture', async () => {
    const items = (await app.inject('/api/equipment')).json<EquipmentItem[]>();
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(new Set(items.map((item) => item.slot)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(items.map((item) => item.rarity))).toEqual(new Set(EQUIPMENT_RARITIES));
    expect(items.filter((item) => item.setBonus !== '').length).toBeGreaterThanOrEqual(2);
    expect(items.filter((item) => item.setBonus === '').length).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      // Stored as an admin's save would store it, in a slot of the list.
      expect(equipmentInputSchema.parse(item), item.name).toEqual({
        name: item.name,
        slot: item.slot,
        rarity: item.rarity,
        stats: item.stats,
        setBonus: item.setBonus,
        howToGet: item.howToGet,
        imagePath: item.imagePath,
      });
      expect(EQUIPMENT_SLOTS_DEFAULT).toContain(item.slot);
      expect(item.stats.length, item.name).toBeGreaterThan(0);
      expect(item.howToGet, item.name).not.toBe('');
      expect(item.imagePath).toMatch(/^equipment\/\d+-[A-Za-z0-9.]+\.png$/);
      const image = await app.inject(item.imageUrl);
      expect(image.headers['content-type']).toBe('image/png');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });
      expect((await app.inject(item.thumbnailUrl)).headers['content-type']).toBe('image/webp');
    }
  });

  it('seeds teams of sample heroes in two or more game modes, as an admin would save them', async () => {
    const teams = (await app.inject('/api/teams')).json<Team[]>();
    const heroes = new Map(
      (await app.inject('/api/heroes')).json<Hero[]>().map((hero) => [hero.id, hero.name]),
    );
    const modes = new Set((await app.inject('/api/modes')).json<GameMode[]>().map((m) => m.id));
    expect(teams.length).toBeGreaterThanOrEqual(4);
    expect(new Set(teams.map((team) => team.mode)).size).toBeGreaterThanOrEqual(2);
    for (const team of teams) {
      expect(modes.has(team.mode), team.name).toBe(true);
      for (const id of teamHeroIds(team)) expect(heroes.has(id), `${team.name}: ${id}`).toBe(true);
      expect(
        team.members.every((member) => member.role !== ''),
        team.name,
      ).toBe(true);
      expect(team.tags.length, team.name).toBeGreaterThan(0);
      // Stored as an admin's save would store it.
      expect(teamInputSchema.parse(team), team.name).toEqual({
        name: team.name,
        mode: team.mode,
        members: team.members,
        notes: team.notes,
        tags: team.tags,
      });
    }
    const substitutes = teams.flatMap((team) => team.members.flatMap((m) => m.substitutes));
    expect(substitutes.length).toBeGreaterThanOrEqual(3);
    const notes = teams.map((team) => team.notes).join('');
    for (const fragment of ['<h2>', '<strong>', '<ul>', '<ol>', '<blockquote>']) {
      expect(notes).toContain(fragment);
    }
    // Heroes are in several teams together, so "Pairs well with" ranks its pairs.
    const idOf = (name: string) => [...heroes].find(([, named]) => named === name)![0];
    const pairs = pairsWellWith(idOf('Aurelia the Dawnblade'), teams, new Set(heroes.keys()));
    expect(pairs[0]).toEqual({ hero: idOf('Calder Stormcaller'), teams: 2 });
    expect(pairs.length).toBeGreaterThanOrEqual(4);
  });

  it('never brings sample heroes back after an admin deleted everything', async () => {
    await app.db.query('DELETE FROM heroes');
    await app.db.query('DELETE FROM codes');
    await app.db.query('DELETE FROM guides');
    await seedSampleData(app.db);
    expect(await count('heroes')).toBe(0);
  });

  it('leaves a database that already has content alone, for good', async () => {
    await app.db.query('DELETE FROM settings WHERE key = $1', [SEED_MARKER_KEY]);
    await app.db.query(`INSERT INTO codes (code, never_expires) VALUES ('MINE', true)`);
    await seedSampleData(app.db);
    expect(await count('heroes')).toBe(0);
    await app.db.query('DELETE FROM codes');
    await seedSampleData(app.db);
    expect(await count('heroes')).toBe(0);
  });

  it('counts game modes as content', async () => {
    await app.db.query('DELETE FROM settings WHERE key = $1', [SEED_MARKER_KEY]);
    await app.db.query('DELETE FROM game_modes');
    await app.db.query(`INSERT INTO game_modes (name) VALUES ('Mine')`);
    await seedSampleData(app.db);
    expect(await count('heroes')).toBe(0);
    expect(await count('game_modes')).toBe(1);
  });

  it('counts equipment items as content', async () => {
    await app.db.query('DELETE FROM settings WHERE key = $1', [SEED_MARKER_KEY]);
    await app.db.query('DELETE FROM game_modes');
    await app.db.query('DELETE FROM equipment');
    await app.db.query(
      `INSERT INTO equipment (name, slot, rarity) VALUES ('Mine', 'Weapon', 'Common')`,
    );
    await seedSampleData(app.db);
    expect(await count('heroes')).toBe(0);
    expect(await count('equipment')).toBe(1);
  });

  it('draws initials from the first and last capitalized words', () => {
    expect(initialsOf('Aurelia the Dawnblade')).toBe('AD');
    expect(initialsOf('Unicode ✦ Héroïne 龍')).toBe('UH');
    expect(initialsOf('solo')).toBe('S');
  });
});

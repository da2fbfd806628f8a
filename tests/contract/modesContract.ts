import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import { GAME_MODES_MAX, gameModeNameTaken, type GameMode } from '../../src/domain/gameMode';
import { MODE_RATED_TWICE, REASON_NEEDS_TIER } from '../../src/domain/heroRatings';
import type { HarnessRef } from './runBackendContract';
import { createTestHero, failure, signedInClient } from './contractHelpers';

/** The harness database is shared by every part of a run: names are unique, checks are relative. */
const unique = (name: string) => `${name} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

const mine = (modes: GameMode[], own: readonly GameMode[]) =>
  modes.filter((mode) => own.some((created) => created.id === mode.id)).map((mode) => mode.name);

export function modesContract(ref: HarnessRef) {
  describe('game modes and ratings per mode', () => {
    const admin = () => signedInClient(ref, 'admin');
    const newMode = (client: Backend, name: string, position = 0) =>
      client.modes.create({ name: unique(name), description: '', position });

    it('lets admins add, rename and reorder modes, listed by position then name', async () => {
      const client = await admin();
      const arena = await client.modes.create({
        name: `  ${unique('Arena')}  `,
        description: ' Fights against other players. ',
        position: 2,
      });
      expect(arena).toMatchObject({ description: 'Fights against other players.', version: 1 });
      expect(arena.name).toMatch(/^Arena \S+$/);
      const campaign = await newMode(client, 'Campaign', 1);
      const boss = await client.modes.create({
        name: unique('Boss'),
        description: 'Guild boss.',
        position: 2,
      });

      const visitor = await ref.current.newClient();
      const own = [arena, campaign, boss];
      expect(mine(await visitor.modes.list(), own)).toEqual([campaign.name, arena.name, boss.name]);

      const renamed = await client.modes.update(
        arena.id,
        { ...arena, name: `${arena.name} (PvP)`, position: 0 },
        arena.version,
      );
      expect(renamed).toMatchObject({ id: arena.id, version: 2, position: 0 });
      expect(mine(await visitor.modes.list(), own)).toEqual([
        renamed.name,
        campaign.name,
        boss.name,
      ]);

      for (const mode of own) await client.modes.remove(mode.id);
    });

    it('refuses a name another live mode has, in any case, and a missing or long name', async () => {
      const client = await admin();
      const name = unique('Dungeon');
      const dungeon = await client.modes.create({ name, description: '', position: 0 });
      const taken = await failure(
        client.modes.create({ name: name.toUpperCase(), description: '', position: 0 }),
      );
      expect(taken.code).toBe('invalid');
      expect(taken.fieldErrors).toEqual({ name: gameModeNameTaken(name.toUpperCase()) });
      const other = await newMode(client, 'Raid');
      const renamedOnto = await failure(
        client.modes.update(other.id, { ...other, name }, other.version),
      );
      expect(renamedOnto.fieldErrors).toEqual({ name: gameModeNameTaken(name) });
      // A mode keeps its own name when other fields change.
      await client.modes.update(dungeon.id, { ...dungeon, description: 'Caves.' }, 1);

      const blank = await failure(
        client.modes.create({ name: '  ', description: '', position: 0 }),
      );
      expect(blank.fieldErrors.name).toBe('Name is required.');
      const long = await failure(
        client.modes.create({ name: 'x'.repeat(41), description: '', position: 0 }),
      );
      expect(long.fieldErrors.name).toBe('At most 40 characters.');
      const twoLines = await failure(
        client.modes.create({ name: unique('Tower'), description: 'One\nTwo', position: 0 }),
      );
      expect(twoLines.fieldErrors.description).toBe('One line, without line breaks.');
      await client.modes.remove(dungeon.id);
      await client.modes.remove(other.id);
    });

    it(`keeps at most ${GAME_MODES_MAX} live modes`, async () => {
      const client = await admin();
      const before = (await client.modes.list()).length;
      const made: GameMode[] = [];
      for (let index = before; index < GAME_MODES_MAX; index += 1) {
        made.push(
          await client.modes.create({ name: unique('Full'), description: '', position: 9 }),
        );
      }
      const full = await failure(
        client.modes.create({ name: unique('One too many'), description: '', position: 9 }),
      );
      expect(full.code).toBe('invalid');
      expect(full.message).toBe(`A site keeps at most ${GAME_MODES_MAX} game modes.`);
      for (const mode of made) await client.modes.remove(mode.id);
    });

    it('stores a hero’s ratings per mode: tiers spelled as known, reasons trimmed', async () => {
      const client = await admin();
      const arena = await newMode(client, 'Arena');
      const story = await newMode(client, 'Story', 1);
      const hero = await createTestHero(client, {
        name: unique('Rated Hero'),
        ratings: [
          { mode: arena.id, tier: ' s+ ', reason: '  Strong   burst\nin short fights. ' },
          { mode: story.id, tier: 'Meta', reason: '' },
          // Neither a tier nor a reason: no rating.
          { mode: 'nothing', tier: ' ', reason: '' },
        ],
      });
      expect(hero.ratings).toEqual([
        { mode: arena.id, tier: 'S+', reason: 'Strong burst in short fights.' },
        { mode: story.id, tier: 'Meta', reason: '' },
      ]);
      expect(await (await ref.current.newClient()).heroes.get(hero.id)).toMatchObject({
        ratings: hero.ratings,
      });

      const noTier = await failure(
        client.heroes.update(
          hero.id,
          { ...hero, ratings: [{ mode: arena.id, tier: '', reason: 'Why?' }] },
          hero.version,
        ),
      );
      expect(noTier.code).toBe('invalid');
      expect(noTier.fieldErrors).toEqual({ 'ratings.0.tier': REASON_NEEDS_TIER });
      const twice = await failure(
        client.heroes.update(
          hero.id,
          { ...hero, ratings: [hero.ratings[0]!, { ...hero.ratings[0]!, tier: 'C' }] },
          hero.version,
        ),
      );
      expect(twice.fieldErrors).toEqual({ 'ratings.1.mode': MODE_RATED_TWICE });
      const long = await failure(
        client.heroes.update(
          hero.id,
          { ...hero, ratings: [{ mode: arena.id, tier: 'S', reason: 'x'.repeat(201) }] },
          hero.version,
        ),
      );
      expect(long.fieldErrors).toEqual({ 'ratings.0.reason': 'At most 200 characters.' });
      expect((await client.heroes.get(hero.id)).version).toBe(hero.version);

      await client.heroes.remove(hero.id);
      await client.modes.remove(arena.id);
      await client.modes.remove(story.id);
    });

    it('keeps each tier move with its mode, and the overall tier’s without one', async () => {
      const client = await admin();
      const arena = await newMode(client, 'Arena');
      const hero = await createTestHero(client, {
        name: unique('Moving Hero'),
        tier: 'A',
        ratings: [{ mode: arena.id, tier: 'B', reason: 'Slow.' }],
      });
      // A new reason alone is no tier move.
      const reworded = await client.heroes.update(
        hero.id,
        { ...hero, ratings: [{ mode: arena.id, tier: 'B', reason: 'Too slow.' }] },
        hero.version,
      );
      expect(reworded.tierHistory).toEqual([]);
      const moved = await client.heroes.update(
        hero.id,
        { ...reworded, tier: 'S', ratings: [{ mode: arena.id, tier: 'SS', reason: 'Buffed.' }] },
        reworded.version,
      );
      expect(moved.tierHistory.map(({ from, to, mode }) => ({ from, to, mode }))).toEqual([
        { from: 'A', to: 'S', mode: undefined },
        { from: 'B', to: 'SS', mode: arena.id },
      ]);
      expect(Date.parse(moved.tierHistory[1]!.at)).not.toBeNaN();
      await client.heroes.remove(hero.id);
      await client.modes.remove(arena.id);
    });

    it('sends a mode to the trash and back with the heroes’ ratings in it, unless its name is taken', async () => {
      const client = await admin();
      const name = unique('Guild Boss');
      const mode = await client.modes.create({ name, description: 'Weekly.', position: 3 });
      const hero = await createTestHero(client, {
        name: unique('Boss Hero'),
        ratings: [{ mode: mode.id, tier: 'S', reason: 'Hits hard.' }],
      });

      await client.modes.remove(mode.id);
      // The hero keeps the rating while its mode is in the trash.
      expect((await client.heroes.get(hero.id)).ratings).toEqual(hero.ratings);

      // Its name is free meanwhile; restoring it while another mode has it is refused.
      const usurper = await client.modes.create({ name, description: '', position: 0 });
      const refused = await failure(client.history.restoreFromTrash('modes', mode.id));
      expect(refused.code).toBe('conflict');
      expect(refused.message).toBe(gameModeNameTaken(name));
      await client.modes.remove(usurper.id);
      await client.history.purge('modes', usurper.id);

      await client.history.restoreFromTrash('modes', mode.id);
      const back = (await client.modes.list()).find((listed) => listed.id === mode.id);
      expect(back).toMatchObject({ name, description: 'Weekly.', position: 3 });
      expect((await client.heroes.get(hero.id)).ratings).toEqual(hero.ratings);

      await client.heroes.remove(hero.id);
      await client.modes.remove(mode.id);
    });

    it('keeps the tier legend in the site settings, one line per known tier', async () => {
      const client = await admin();
      const site = await client.settings.getSite();
      const saved = await client.settings.saveSite(
        {
          ...site,
          tierLegend: { ...site.tierLegend, Meta: '  Defines the game right now. ', Food: '' },
        },
        site.version,
      );
      expect(saved.tierLegend.Meta).toBe('Defines the game right now.');
      expect(saved.tierLegend.Food).toBe('');
      expect((await (await ref.current.newClient()).settings.getSite()).tierLegend).toEqual(
        saved.tierLegend,
      );
      const long = await failure(
        client.settings.saveSite(
          { ...saved, tierLegend: { ...saved.tierLegend, S: 'x'.repeat(201) } },
          saved.version,
        ),
      );
      expect(long.fieldErrors).toEqual({ 'tierLegend.S': 'At most 200 characters.' });
    });
  });
}

import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import type { CodeInput } from '../../src/domain/code';
import {
  GUILD_TABLE_ITEM,
  HISTORY_KEEP_DAYS,
  HISTORY_KEEP_VERSIONS,
  type ActivityEntry,
  type Revision,
} from '../../src/domain/history';
import type { HeroInput } from '../../src/domain/hero';
import type { HarnessRef } from './runBackendContract';
import { failure, signedInClient, uploadTinyPng } from './contractHelpers';
import { testHeroInput } from '../support/heroInput';

/** The harness database is shared by every part of a run: names are unique, checks are relative. */
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

const code = (name: string): CodeInput => ({
  code: name,
  neverExpires: true,
  expirationDate: null,
});

const heroInput = (imagePath: string, overrides: Partial<HeroInput> = {}): HeroInput =>
  testHeroInput({
    name: unique('History Hero'),
    description: 'Kept by history.',
    stats: { ATK: '1', DEF: '2', HP: '3', SPD: '4' },
    imagePath,
    ...overrides,
  });

const DAY = 24 * 60 * 60 * 1000;

/** What a history line says, without its id and time. */
const line = ({ action, version, author, label }: ActivityEntry) => ({
  action,
  version,
  author,
  label,
});

export function historyContract(ref: HarnessRef) {
  describe('history and trash', () => {
    const admin = () => signedInClient(ref, 'admin');
    const email = () => ref.current.admin.email;
    const upload = (client: Backend) => uploadTinyPng(client, 'heroes');

    it('keeps every version of a code, newest first, and restores one as a new version', async () => {
      const client = await admin();
      const first = unique('FIRST');
      const created = await client.codes.create(code(first));
      const second = await client.codes.update(created.id, code(`${first}-2`), created.version);

      const versions = await client.history.versions('codes', created.id);
      expect(versions.map(line)).toEqual([
        { action: 'updated', version: 2, author: email(), label: `${first}-2` },
        { action: 'created', version: 1, author: email(), label: first },
      ]);
      // No reward, and no date added but the creation's.
      expect(versions[1]!.content).toEqual({ ...code(first), reward: '', addedAt: null });

      await client.history.restoreVersion('codes', created.id, versions[1]!.id, second.version);
      const restored = (await client.codes.list()).find((one) => one.id === created.id);
      expect(restored).toMatchObject({ code: first, version: 3 });
      const after = await client.history.versions('codes', created.id);
      expect(line(after[0]!)).toEqual({
        action: 'restored',
        version: 3,
        author: email(),
        label: first,
      });

      // A restore goes through the conflict check like any save.
      const stale = await failure(
        client.history.restoreVersion('codes', created.id, versions[0]!.id, second.version),
      );
      expect(stale.code).toBe('conflict');
      await client.codes.remove(created.id);
    });

    it('purges what has been in the trash for 30 days by the time an admin opens it, and nothing younger', async () => {
      const client = await admin();
      const [old, young] = await Promise.all([
        client.codes.create(code(unique('THIRTY-DAYS'))),
        client.codes.create(code(unique('YOUNGER'))),
      ]);
      await client.codes.remove(old.id);
      await client.codes.remove(young.id);
      await ref.current.backdateTrash('codes', old.id, 30 * DAY + 60_000);
      await ref.current.backdateTrash('codes', young.id, 30 * DAY - 60 * 60_000);
      await ref.current.purgeRound();

      const trash = await client.history.trash();
      expect(trash.some((one) => one.itemId === old.id)).toBe(false);
      expect(trash.some((one) => one.itemId === young.id)).toBe(true);
      expect((await failure(client.history.restoreFromTrash('codes', old.id))).code).toBe(
        'not-found',
      );
      const versions = await client.history.versions('codes', old.id);
      expect(versions.map(({ action, author }) => [action, author])).toEqual([
        ['purged', ''],
        ['deleted', email()],
        ['created', email()],
      ]);
      await client.history.purge('codes', young.id);
    });

    it('lists the trash without purging what is due when only asked to list it', async () => {
      const client = await admin();
      const old = await client.codes.create(code(unique('LISTED-ONLY')));
      await client.codes.remove(old.id);
      await ref.current.backdateTrash('codes', old.id, 30 * DAY + 60_000);

      const listed = await client.history.listTrash();
      const entry = listed.find((one) => one.itemId === old.id);
      expect(entry?.collection).toBe('codes');
      expect(Date.parse(entry!.purgeAt)).toBeLessThan(Date.now());
      expect((await client.history.versions('codes', old.id))[0]?.action).toBe('deleted');
      // Opening the trash purges it.
      expect((await client.history.trash()).some((one) => one.itemId === old.id)).toBe(false);
      expect((await client.history.versions('codes', old.id))[0]?.action).toBe('purged');
    });

    it('empties versions older than 90 days beyond the newest 20 of an item, keeping their lines', async () => {
      const client = await admin();
      const base = unique('RETAINED');
      let saved = await client.codes.create(code(`${base}-V1`));
      for (let version = 2; version <= HISTORY_KEEP_VERSIONS + 2; version += 1) {
        saved = await client.codes.update(saved.id, code(`${base}-V${version}`), saved.version);
      }
      const contents = async () =>
        (await client.history.versions('codes', saved.id)).map((one) => [
          one.version,
          one.content === null ? null : (one.content as CodeInput).code,
        ]);
      const all = Array.from({ length: HISTORY_KEEP_VERSIONS + 2 }, (_, index) => {
        const version = HISTORY_KEEP_VERSIONS + 2 - index;
        return [version, `${base}-V${version}`];
      });
      // Younger than 90 days: every version is kept, however many.
      await ref.current.purgeRound();
      expect(await contents()).toEqual(all);

      await ref.current.backdateHistory('codes', saved.id, HISTORY_KEEP_DAYS * DAY + 60_000);
      await ref.current.purgeRound();
      // Opening the history applies the rule where no server runs it (Firebase).
      expect(await contents()).toEqual([
        ...all.slice(0, HISTORY_KEEP_VERSIONS),
        [2, null],
        [1, null],
      ]);
      const restoreOld = (await client.history.versions('codes', saved.id)).at(-1)!;
      expect(restoreOld.action).toBe('created');
      await client.codes.remove(saved.id);
      await client.history.purge('codes', saved.id);
    });

    it('purges a trashed item for good: not restorable, its history emptied', async () => {
      const client = await admin();
      const created = await client.codes.create(code(unique('PURGED')));
      await client.codes.remove(created.id);
      await client.history.purge('codes', created.id);

      expect((await client.history.trash()).some((one) => one.itemId === created.id)).toBe(false);
      expect((await failure(client.history.restoreFromTrash('codes', created.id))).code).toBe(
        'not-found',
      );
      expect((await failure(client.history.purge('codes', created.id))).code).toBe('not-found');
      const versions = await client.history.versions('codes', created.id);
      expect(versions[0]!.action).toBe('purged');
      expect(versions.every((one: Revision) => one.content === null)).toBe(true);
    });

    it("keeps a hero's earlier image for its history and restores it", async () => {
      const client = await admin();
      const firstImage = await upload(client);
      const hero = await client.heroes.create(heroInput(firstImage.path));
      const secondImage = await upload(client);
      const input = heroInput(secondImage.path, { name: hero.name, tier: 'SS' });
      const changed = await client.heroes.update(hero.id, input, hero.version);

      // The earlier version shows the first image: it cannot be deleted.
      expect((await failure(client.files.remove(firstImage.path))).code).toBe('conflict');
      const versions = await client.history.versions('heroes', hero.id);
      const earlier = versions.find((one) => one.version === hero.version)!;
      expect(earlier.content).toMatchObject({ imagePath: firstImage.path, tier: 'S' });
      expect(earlier.imageUrls[firstImage.path]).toMatch(ref.current.urls.file(firstImage.path));

      await client.history.restoreVersion('heroes', hero.id, earlier.id, changed.version);
      const restored = await client.heroes.get(hero.id);
      expect(restored).toMatchObject({ imagePath: firstImage.path, tier: 'S' });
      expect(restored.version).toBe(changed.version + 1);
      expect(restored.tierHistory.map(({ from, to }) => [from, to])).toEqual([
        ['S', 'SS'],
        ['SS', 'S'],
      ]);
      await client.heroes.remove(hero.id);
      await client.history.purge('heroes', hero.id);
      for (const path of [firstImage.path, secondImage.path]) {
        expect((await failure(client.files.remove(path))).code).toBe('not-found');
      }
    });

    it('keeps versions of the guild table and restores one', async () => {
      const client = await admin();
      const start = await client.settings.getGuildTable();
      const withTop = (points: number) =>
        start.levels.map((entry) =>
          entry.level === 50 ? { ...entry, points, estimated: false } : entry,
        );
      const top = start.levels.at(-1)!.points;
      const first = await client.settings.saveGuildTable(withTop(top + 1), start.version);
      const second = await client.settings.saveGuildTable(withTop(top + 2), first.version);

      const versions = await client.history.versions('guildTable', GUILD_TABLE_ITEM);
      expect(versions[0]).toMatchObject({ action: 'updated', version: second.version });
      const earlier = versions.find((one) => one.version === first.version)!;
      expect(earlier.content).toEqual({ levels: first.levels });
      await client.history.restoreVersion(
        'guildTable',
        GUILD_TABLE_ITEM,
        earlier.id,
        second.version,
      );
      const restored = await client.settings.getGuildTable();
      expect(restored.levels).toEqual(first.levels);
      expect(restored.version).toBe(second.version + 1);
    });

    it('lists who changed what, newest first, a page at a time', async () => {
      const client = await admin();
      const name = unique('ACTIVITY');
      const created = await client.codes.create(code(name));
      await client.codes.update(created.id, code(`${name}-2`), created.version);
      await client.codes.remove(created.id);

      const page = await client.history.activity();
      expect(page.slice(0, 3).map((entry) => [entry.action, entry.itemId, entry.label])).toEqual([
        ['deleted', created.id, `${name}-2`],
        ['updated', created.id, `${name}-2`],
        ['created', created.id, name],
      ]);
      expect(page[0]).toMatchObject({ collection: 'codes', author: email() });
      const next = await client.history.activity(page[0]);
      expect(next[0]).toEqual(page[1]);
    });

    it('shows history and trash to admins only', async () => {
      const visitor = await ref.current.newClient();
      const member = await signedInClient(ref, 'member');
      expect((await failure(visitor.history.activity())).code).toBe('unauthenticated');
      expect((await failure(member.history.activity())).code).toBe('forbidden');
      expect((await failure(member.history.trash())).code).toBe('forbidden');
      expect((await failure(member.history.listTrash())).code).toBe('forbidden');
      expect((await failure(member.history.versions('codes', 'any'))).code).toBe('forbidden');
    });
  });
}

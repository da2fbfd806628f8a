import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import { guideImageSources } from '../../src/domain/guide';
import type { HeroInput } from '../../src/domain/hero';
import { foreignBuildNotesImageMessage } from '../../src/domain/heroBuildNotes';
import type { HarnessRef } from './runBackendContract';
import { createTestHero, failure, signedInClient, uploadTinyPng } from './contractHelpers';

/** The harness database is shared by every part of a run: names are unique. */
const unique = (name: string) => `${name} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** Role, faction, rarity and build notes (docs/product.md#heroes), on every backend. */
export function heroLabelsContract(ref: HarnessRef) {
  describe('hero labels and build notes', () => {
    const create = (client: Backend, overrides: Partial<HeroInput>) =>
      createTestHero(client, {
        name: unique('Labelled'),
        description: 'Made by the contract suite.',
        ...overrides,
      });

    it('are empty by default, trimmed when given, and read back by visitors', async () => {
      const admin = await signedInClient(ref, 'admin');
      const plain = await create(admin, {});
      expect(plain).toMatchObject({ role: '', faction: '', rarity: '', buildNotes: '' });

      const hero = await create(admin, {
        role: ' Tank ',
        faction: 'Dawn Order',
        rarity: ' Legendary',
        buildNotes: '<h2>Build</h2><ul><li><p>Shield first</p></li></ul>',
      });
      expect(hero).toMatchObject({ role: 'Tank', faction: 'Dawn Order', rarity: 'Legendary' });
      expect(hero.buildNotes).toBe('<h2>Build</h2><ul><li><p>Shield first</p></li></ul>');
      const visitor = await ref.current.newClient();
      expect(await visitor.heroes.get(hero.id)).toEqual(hero);
      expect((await visitor.heroes.list()).find((item) => item.id === hero.id)).toEqual(hero);

      const edited = await admin.heroes.update(
        hero.id,
        { ...hero, role: 'Mage', buildNotes: '<p></p>' },
        hero.version,
      );
      expect(edited).toMatchObject({ role: 'Mage', faction: 'Dawn Order', buildNotes: '' });
      await admin.heroes.remove(plain.id);
      await admin.heroes.remove(hero.id);
    });

    it('refuses a label over 40 characters for the field', async () => {
      const admin = await signedInClient(ref, 'admin');
      const refused = await failure(create(admin, { faction: 'f'.repeat(41) }));
      expect(refused.code).toBe('invalid');
      expect(refused.fieldErrors).toHaveProperty('faction');
    });

    it('clean build notes with the guide sanitizer and keep own images only', async () => {
      const admin = await signedInClient(ref, 'admin');
      const image = await uploadTinyPng(admin, 'guides');
      const hero = await create(admin, {
        buildNotes: `<p onclick="alert(1)">Safe</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><p><img src="${image.url}" alt="Gear"></p>`,
      });
      expect(hero.buildNotes).not.toMatch(/<script|onclick|onerror|__xss/);
      expect(hero.buildNotes).toContain('<p>Safe</p>');
      // Read back through the attribute's escaping: a bucket URL carries `&`.
      expect(guideImageSources(hero.buildNotes)).toEqual([image.url]);

      const foreign = 'https://images.example.com/build.png';
      const refused = await failure(
        admin.heroes.update(
          hero.id,
          { ...hero, buildNotes: `<p><img src="${foreign}"></p>` },
          hero.version,
        ),
      );
      expect(refused.code).toBe('invalid');
      expect(refused.fieldErrors).toEqual({ buildNotes: foreignBuildNotesImageMessage(foreign) });
      expect(await admin.heroes.get(hero.id)).toEqual(hero);
      await admin.heroes.remove(hero.id);
    });

    it('come back with a restored version', async () => {
      const admin = await signedInClient(ref, 'admin');
      const hero = await create(admin, { role: 'Tank', buildNotes: '<p>First</p>' });
      const edited = await admin.heroes.update(
        hero.id,
        { ...hero, role: '', buildNotes: '' },
        hero.version,
      );
      const [, first] = await admin.history.versions('heroes', hero.id);
      await admin.history.restoreVersion('heroes', hero.id, first!.id, edited.version);
      expect(await admin.heroes.get(hero.id)).toMatchObject({
        role: 'Tank',
        buildNotes: '<p>First</p>',
      });
      await admin.heroes.remove(hero.id);
    });

    it('import: an entry leaving them out keeps them; one giving them sets and cleans them', async () => {
      const admin = await signedInClient(ref, 'admin');
      const name = unique('Imported');
      const created = await admin.heroes.importMany([
        { name, tier: 'A', role: 'Tank', faction: 'Dawn', rarity: 'Epic', buildNotes: '<p>N</p>' },
      ]);
      expect(created).toMatchObject({ imported: 1, errors: [] });
      const stored = (await admin.heroes.list()).find((hero) => hero.name === name)!;
      expect(stored).toMatchObject({ role: 'Tank', faction: 'Dawn', rarity: 'Epic' });

      const kept = await admin.heroes.importMany([{ name, tier: 'A' }]);
      expect(kept).toMatchObject({ unchanged: 1, updated: 0 });

      const file = [{ name, tier: 'A', role: 'Mage', buildNotes: '<p>M</p><script>x</script>' }];
      const preview = await admin.heroes.previewImport(file);
      expect(preview.updates[0]?.changes.map((change) => change.field)).toEqual([
        'role',
        'buildNotes',
      ]);
      expect(await admin.heroes.importMany(file)).toMatchObject({ updated: 1 });
      expect(await admin.heroes.get(stored.id)).toMatchObject({
        role: 'Mage',
        faction: 'Dawn',
        buildNotes: '<p>M</p>',
      });
      await admin.heroes.remove(stored.id);
    });

    it('import: the preview compares build notes cleaned and lists an image of another site as an error', async () => {
      const admin = await signedInClient(ref, 'admin');
      const [noted, foreign] = [unique('Cleaned notes'), unique('Foreign preview')];
      await admin.heroes.importMany([{ name: noted, tier: 'A', buildNotes: '<p>Burst</p>' }]);
      const stored = (await admin.heroes.list()).find((hero) => hero.name === noted)!;
      const elsewhere = 'https://elsewhere.example/preview.png';
      const file = [
        { name: noted, tier: 'A', buildNotes: '<p onclick="alert(1)">Burst</p><script>x</script>' },
        { name: foreign, tier: 'A', buildNotes: `<p><img src="${elsewhere}" alt="x"></p>` },
      ];
      expect(await admin.heroes.previewImport(file)).toMatchObject({
        creates: [],
        updates: [],
        unchanged: [noted],
        errors: [{ name: foreign, reason: foreignBuildNotesImageMessage(elsewhere) }],
      });
      expect(await admin.heroes.importMany(file)).toMatchObject({ imported: 0, unchanged: 1 });
      expect(await admin.heroes.get(stored.id)).toEqual(stored);
      await admin.heroes.remove(stored.id);
    });

    it('import: build notes showing an image of another site refuse that entry alone', async () => {
      const admin = await signedInClient(ref, 'admin');
      const [own, foreign] = [unique('Own notes'), unique('Foreign notes')];
      const ownImage = (await uploadTinyPng(admin, 'guides')).url;
      const elsewhere = 'https://elsewhere.example/notes.png';
      const report = await admin.heroes.importMany([
        { name: own, tier: 'A', buildNotes: `<p><img src="${ownImage}" alt="own"></p>` },
        { name: foreign, tier: 'A', buildNotes: `<p><img src="${elsewhere}" alt="x"></p>` },
      ]);
      expect(report).toMatchObject({
        imported: 1,
        errors: [{ name: foreign, reason: foreignBuildNotesImageMessage(elsewhere) }],
      });
      const names = (await admin.heroes.list()).map((hero) => hero.name);
      expect(names).toContain(own);
      expect(names).not.toContain(foreign);
      const stored = (await admin.heroes.list()).find((hero) => hero.name === own)!;
      expect(guideImageSources(stored.buildNotes)).toEqual([ownImage]);
      await admin.heroes.remove(stored.id);
    });
  });
}

import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/contract';
import { fileInUseMessage } from '../../src/domain/fileUsage';
import { guideImageSources } from '../../src/domain/guide';
import type { HeroInput } from '../../src/domain/hero';
import { foreignSkillImageMessage } from '../../src/domain/heroBuildNotes';
import { testSkill } from '../support/heroInput';
import type { HarnessRef } from './runBackendContract';
import { createTestHero, failure, signedInClient, uploadTinyPng } from './contractHelpers';

/** The harness database is shared by every part of a run: names are unique. */
const unique = (name: string) => `${name} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

const skill = testSkill;

/** A hero's skills (docs/product.md#skills): their HTML cleaned and checked on every backend. */
export function heroSkillsContract(ref: HarnessRef) {
  describe('hero skills', () => {
    const create = (client: Backend, overrides: Partial<HeroInput>) =>
      createTestHero(client, { name: unique('Skilled'), ...overrides });

    it('clean each description with the guide sanitizer, keep own images only, and hold them in use', async () => {
      const admin = await signedInClient(ref, 'admin');
      const image = await uploadTinyPng(admin, 'guides');
      const hero = await create(admin, {
        skills: [
          skill({ name: 'Dawn Ward', kind: 'Passive', cooldown: '', description: '<p></p>' }),
          skill({
            description: `<p onclick="alert(1)">Safe</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><p><img src="${image.url}" alt="Arc"></p>`,
          }),
        ],
      });
      expect(hero.skills.map((each) => each.name)).toEqual(['Dawn Ward', 'Blazing Arc']);
      expect(hero.skills[0]?.description).toBe('');
      const description = hero.skills[1]?.description ?? '';
      expect(description).not.toMatch(/<script|onclick|onerror|__xss/);
      expect(description).toContain('<p>Safe</p>');
      // Read back through the attribute's escaping: a bucket URL carries `&`.
      expect(guideImageSources(description)).toEqual([image.url]);
      const inUse = await failure(admin.files.remove(image.path));
      expect(inUse.code).toBe('conflict');
      expect(inUse.message).toBe(
        fileInUseMessage([{ kind: 'hero', id: hero.id, label: hero.name }]),
      );

      const foreign = 'https://images.example.com/arc.png';
      const refused = await failure(
        admin.heroes.update(
          hero.id,
          { ...hero, skills: [hero.skills[0]!, skill({ description: `<img src="${foreign}">` })] },
          hero.version,
        ),
      );
      expect(refused.code).toBe('invalid');
      expect(refused.fieldErrors).toEqual({
        'skills.1.description': foreignSkillImageMessage('Blazing Arc', foreign),
      });
      expect(await admin.heroes.get(hero.id)).toEqual(hero);
      await admin.heroes.remove(hero.id);
    });

    it('refuse a skill by its field: a name twice, a kind missing, an effect without a level', async () => {
      const admin = await signedInClient(ref, 'admin');
      const refused = await failure(
        create(admin, {
          skills: [
            skill(),
            skill({ name: ' blazing ARC ', kind: '', upgrades: [{ level: '', effect: 'x' }] }),
          ],
        }),
      );
      expect(refused.code).toBe('invalid');
      expect(refused.fieldErrors).toMatchObject({
        'skills.1.name': 'Each skill needs a name of its own.',
        'skills.1.kind': 'Kind is required.',
        'skills.1.upgrades.0.level': 'An upgrade needs a level.',
      });
    });

    it('import: an entry leaving them out keeps them; one giving them sets and cleans them', async () => {
      const admin = await signedInClient(ref, 'admin');
      const name = unique('Imported');
      const created = await admin.heroes.importMany([
        { name, tier: 'A', skills: [skill({ description: '<p>Fire.</p><script>x</script>' })] },
      ]);
      expect(created).toMatchObject({ imported: 1, errors: [] });
      const find = async () => (await admin.heroes.list()).find((hero) => hero.name === name)!;
      expect((await find()).skills).toEqual([skill()]);

      const kept = await admin.heroes.importMany([{ name, tier: 'S' }]);
      expect(kept).toMatchObject({ updated: 1, errors: [] });
      expect(await find()).toMatchObject({ tier: 'S', skills: [skill()] });

      const ward = skill({ name: 'Dawn Ward', kind: 'Passive', cooldown: '', upgrades: [] });
      await admin.heroes.importMany([{ name, tier: 'S', skills: [ward, skill()] }]);
      expect((await find()).skills).toEqual([ward, skill()]);
      await admin.heroes.remove((await find()).id);
    });
  });
}

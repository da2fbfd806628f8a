import { describe, expect, it } from 'vitest';
import { BUILD_NOTES_MAX } from './hero';
import { foreignBuildNotesImageMessage } from './heroBuildNotes';
import { noGameModeNamed } from './heroImport';
import type { ImportPlan } from './heroImportPlanTypes';
import { importHeroes, previewImport } from './heroImportRun';
import { LIVE_MODES, NO_MODES, eventHandlersDropped, storedHero } from '../test/heroImportFixtures';

describe('previewImport', () => {
  it('compares build notes as they would be stored: cleaned notes equal to the stored ones are no change', () => {
    const hero = storedHero({ name: 'Noted', buildNotes: '<p>Burst first.</p>' });
    const file = [
      { name: 'Noted', tier: 'S', buildNotes: '<p onclick="steal()">Burst first.</p>' },
    ];
    expect(previewImport(file, [hero], NO_MODES, [], [], eventHandlersDropped)).toMatchObject({
      updates: [],
      unchanged: ['Noted'],
    });
    const changed = [{ ...file[0], buildNotes: '<p onmouseover="steal()">Burst last.</p>' }];
    expect(
      previewImport(changed, [hero], NO_MODES, [], [], eventHandlersDropped).updates[0]?.changes,
    ).toEqual([{ field: 'buildNotes', from: '<p>Burst first.</p>', to: '<p>Burst last.</p>' }]);
  });

  it('lists an entry whose build notes show an image of another site among the errors', () => {
    const foreign = 'https://elsewhere.example/a.png';
    const file = [{ name: 'Foreign', tier: 'S', buildNotes: `<p><img src="${foreign}"></p>` }];
    expect(previewImport(file, [], NO_MODES, [], [], eventHandlersDropped)).toMatchObject({
      creates: [],
      errors: [{ name: 'Foreign', reason: foreignBuildNotesImageMessage(foreign) }],
    });
  });

  it('refuses by name build notes that grow past the limit once cleaned', () => {
    const growing = {
      ...eventHandlersDropped,
      sanitize: (html: string) => html.replaceAll('&', '&amp;'),
    };
    const file = [{ name: 'Ampersands', tier: 'S', buildNotes: '&'.repeat(BUILD_NOTES_MAX) }];
    expect(previewImport(file, [], NO_MODES, [], [], growing)).toMatchObject({
      creates: [],
      errors: [
        {
          name: 'Ampersands',
          reason: `Build notes must be at most ${BUILD_NOTES_MAX} characters once cleaned.`,
        },
      ],
    });
  });

  it('names a changed rating by its mode', () => {
    const hero = storedHero({
      name: 'Rated',
      ratings: [{ mode: 'mode-arena', tier: 'A', reason: '' }],
    });
    const file = [{ name: 'Rated', tier: 'S', ratings: { Arena: { tier: 'S' } } }];
    expect(previewImport(file, [hero], LIVE_MODES, [], [], eventHandlersDropped).updates).toEqual([
      { id: hero.id, name: 'Rated', changes: [{ field: 'Arena rating', from: 'A', to: 'S' }] },
    ]);
  });

  it('names new heroes and the picked image files stand in for their paths', () => {
    const preview = previewImport(
      [{ name: 'New', tier: 'S', image: 'a.png' }],
      [],
      NO_MODES,
      [],
      ['A.png'],
      eventHandlersDropped,
    );
    expect(preview).toMatchObject({
      creates: ['New'],
      matchedImages: [{ hero: 'New', file: 'a.png' }],
    });
  });
});

describe('importHeroes', () => {
  it('refuses alone a hero whose build notes show an image of another site', async () => {
    const foreign = 'https://elsewhere.example/a.png';
    const plans: ImportPlan[] = [];
    const report = await importHeroes(
      [
        { name: 'Own', tier: 'S', buildNotes: '<p><img src="/files/guides/1-a.png" alt="a"></p>' },
        { name: 'Foreign', tier: 'S', buildNotes: `<p><img src="${foreign}" alt="b"></p>` },
        { name: 'Moved', tier: 'SS', buildNotes: `<img src="${foreign}">` },
      ],
      [storedHero({ name: 'Moved', tier: 'A' })],
      NO_MODES,
      [],
      {},
      eventHandlersDropped,
      async (plan) => {
        plans.push(plan);
      },
    );
    expect(plans.map((plan) => plan.creates.map((hero) => hero.name))).toEqual([['Own']]);
    expect(plans[0]?.updates).toEqual([]);
    expect(report).toMatchObject({
      imported: 1,
      updated: 0,
      errors: [
        { name: 'Foreign', reason: foreignBuildNotesImageMessage(foreign) },
        { name: 'Moved', reason: foreignBuildNotesImageMessage(foreign) },
      ],
    });
  });

  it('stores the plan once and reports created, updated and unchanged heroes', async () => {
    const existing = [storedHero({ name: 'Same' }), storedHero({ name: 'Moved', tier: 'A' })];
    const plans: ImportPlan[] = [];
    const report = await importHeroes(
      [
        { name: 'Same', tier: 'S' },
        { name: 'Moved', tier: 'SS' },
        { name: 'New', tier: 'B' },
        {},
        { name: 'Long', tier: 'S', description: 'x'.repeat(5001) },
      ],
      existing,
      NO_MODES,
      [],
      {},
      eventHandlersDropped,
      async (plan) => {
        plans.push(plan);
      },
    );
    expect(plans).toHaveLength(1);
    expect(report).toEqual({
      imported: 1,
      updated: 1,
      unchanged: 1,
      skipped: 1,
      errors: [{ name: 'Long', reason: 'description: At most 5000 characters.' }],
    });
  });

  it('stores the entries rating live modes and refuses alone the one naming no mode', async () => {
    const plans: ImportPlan[] = [];
    const report = await importHeroes(
      [
        { name: 'Rated', tier: 'S', ratings: { 'Guild Boss': { tier: 'SS', reason: 'Burns.' } } },
        { name: 'Lost', tier: 'S', ratings: { Raid: { tier: 'S' } } },
      ],
      [],
      LIVE_MODES,
      [],
      {},
      eventHandlersDropped,
      async (plan) => {
        plans.push(plan);
      },
    );
    expect(plans[0]?.creates.map((hero) => [hero.name, hero.ratings])).toEqual([
      ['Rated', [{ mode: 'mode-guild', tier: 'SS', reason: 'Burns.' }]],
    ]);
    expect(report).toMatchObject({
      imported: 1,
      errors: [{ name: 'Lost', reason: `ratings: ${noGameModeNamed('Raid')}` }],
    });
  });

  it('stores nothing when nothing is new or changed', async () => {
    let calls = 0;
    const report = await importHeroes(
      [{}, { name: 'Same', tier: 's' }],
      [storedHero({ name: 'Same' })],
      NO_MODES,
      [],
      {},
      eventHandlersDropped,
      async () => {
        calls += 1;
      },
    );
    expect(calls).toBe(0);
    expect(report).toEqual({ imported: 0, updated: 0, unchanged: 1, skipped: 1, errors: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { liveEquipment } from './equipment';
import { emptyHeroInput } from './heroFields';
import type { HeroInput } from './hero';
import {
  EQUIPMENT_NOT_LIVE,
  EQUIPMENT_RECOMMENDED_TWICE,
  equipmentNamed,
  notLiveEquipment,
  requireLiveEquipment,
} from './heroEquipment';
import { noEquipmentNamed, parseImportEntries } from './heroImport';
import { planHeroImport } from './heroImportPlan';
import type { ExistingHero } from './heroImportPlanTypes';
import { previewImport } from './heroImportRun';
import { heroInputSchema } from './heroSchema';
import { changedFields, REMOVED_ITEM } from './historyDisplay';
import { BackendError } from './errors';

const ITEMS = [
  { id: 'item-edge', name: 'Dawn Edge' },
  { id: 'item-plate', name: 'Warden Plate' },
  { id: 'item-ring', name: 'Ember Ring' },
];

const hero = (input: Partial<HeroInput> = {}): HeroInput => ({
  ...emptyHeroInput(),
  name: 'Aurelia',
  tier: 'S',
  description: 'Strong.',
  ...input,
});

const existing = (input: Partial<HeroInput> = {}): ExistingHero => ({
  ...hero(input),
  id: 'hero-aurelia',
  version: 2,
});

const notes = { sanitize: (html: string) => html, isOwnImage: () => false };

describe('recommended equipment: the schema', () => {
  it('keeps the ids in order', () => {
    const parsed = heroInputSchema.parse(hero({ recommendedEquipment: ['b', 'a', 'c'] }));
    expect(parsed.recommendedEquipment).toEqual(['b', 'a', 'c']);
  });

  it('refuses more than 6 items, by field', () => {
    const result = heroInputSchema.safeParse(
      hero({ recommendedEquipment: ['1', '2', '3', '4', '5', '6', '7'] }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['recommendedEquipment'],
      message: 'At most 6 items.',
    });
  });

  it('refuses an item recommended twice, at its second place', () => {
    const result = heroInputSchema.safeParse(hero({ recommendedEquipment: ['a', 'b', 'a'] }));
    expect(result.error?.issues[0]).toMatchObject({
      path: ['recommendedEquipment', 2],
      message: EQUIPMENT_RECOMMENDED_TWICE,
    });
  });

  it('reads a hero saved before the field as recommending none', () => {
    const older: Partial<HeroInput> = hero();
    delete older.recommendedEquipment;
    expect(heroInputSchema.parse(older).recommendedEquipment).toEqual([]);
  });
});

describe('recommended equipment: live items', () => {
  it('shows the live items in the hero order and leaves out the others', () => {
    expect(liveEquipment(['item-ring', 'item-gone', 'item-edge'], ITEMS)).toEqual([
      ITEMS[2],
      ITEMS[0],
    ]);
  });

  it('refuses an item that is not live unless the hero had it already', () => {
    const live = new Set(['item-edge']);
    expect(notLiveEquipment(['item-edge', 'item-gone'], live)).toEqual([1]);
    expect(notLiveEquipment(['item-edge', 'item-gone'], live, ['item-gone'])).toEqual([]);
    try {
      requireLiveEquipment(['item-gone', 'item-edge'], live);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(BackendError);
      expect((error as BackendError).fieldErrors).toEqual({
        'recommendedEquipment.0': EQUIPMENT_NOT_LIVE,
      });
    }
  });

  it('finds an item by its name in any case, accents ignored', () => {
    expect(equipmentNamed(ITEMS, '  dawn EDGE ')).toBe(ITEMS[0]);
    expect(equipmentNamed(ITEMS, 'Ember Rîng')).toBe(ITEMS[2]);
    expect(equipmentNamed(ITEMS, 'Moon Blade')).toBeUndefined();
  });
});

describe('recommended equipment: import', () => {
  it('reads the names as the live items ids, in the entry order', () => {
    const { entries } = parseImportEntries(
      [{ name: 'A', tier: 'S', recommendedEquipment: ['ember ring', 'Dawn Edge'] }],
      [],
      ITEMS,
    );
    expect(entries[0]?.hero.recommendedEquipment).toEqual(['item-ring', 'item-edge']);
    expect(entries[0]?.equipmentGiven).toBe(true);
  });

  it('refuses an entry naming an item the site does not have, naming it', () => {
    const { entries, errors } = parseImportEntries(
      [{ name: 'A', tier: 'S', recommendedEquipment: ['Dawn Edge', 'Moon Blade'] }],
      [],
      ITEMS,
    );
    expect(entries).toEqual([]);
    expect(errors).toEqual([
      { name: 'A', reason: `recommendedEquipment: ${noEquipmentNamed('Moon Blade')}` },
    ]);
    expect(noEquipmentNamed('Moon Blade')).toBe('No equipment item is named “Moon Blade”.');
  });

  it('refuses an item named twice, by its name', () => {
    const plan = planHeroImport(
      [{ name: 'A', tier: 'S', recommendedEquipment: ['Dawn Edge', 'dawn edge'] }],
      [],
      [],
      {},
      undefined,
      ITEMS,
    );
    expect(plan.errors).toEqual([
      { name: 'A', reason: `recommendedEquipment.Dawn Edge: ${EQUIPMENT_RECOMMENDED_TWICE}` },
    ]);
  });

  it('keeps the hero list when the entry leaves the key out', () => {
    const stored = existing({ recommendedEquipment: ['item-plate', 'item-trashed'] });
    const plan = planHeroImport(
      [{ name: 'Aurelia', tier: 'A', description: 'Strong.' }],
      [stored],
      [],
      {},
      undefined,
      ITEMS,
    );
    expect(plan.updates[0]?.hero.recommendedEquipment).toEqual(['item-plate', 'item-trashed']);
  });

  it('replaces the live items with the entry ones and keeps those in the trash after them', () => {
    const stored = existing({ recommendedEquipment: ['item-plate', 'item-trashed'] });
    const plan = planHeroImport(
      [{ name: 'Aurelia', tier: 'S', recommendedEquipment: ['Ember Ring', 'Dawn Edge'] }],
      [stored],
      [],
      {},
      undefined,
      ITEMS,
    );
    expect(plan.updates[0]?.hero.recommendedEquipment).toEqual([
      'item-ring',
      'item-edge',
      'item-trashed',
    ]);
  });

  it('previews the change by the items names', () => {
    const stored = existing({ recommendedEquipment: ['item-plate', 'item-trashed'] });
    const preview = previewImport(
      [
        {
          name: 'Aurelia',
          tier: 'S',
          description: 'Strong.',
          recommendedEquipment: ['Dawn Edge', 'Warden Plate'],
        },
      ],
      [stored],
      [],
      ITEMS,
      [],
      notes,
    );
    expect(preview.updates[0]?.changes).toEqual([
      { field: 'recommendedEquipment', from: 'Warden Plate', to: 'Dawn Edge, Warden Plate' },
    ]);
  });

  it('finds a hero unchanged when the file names its live items in its order', () => {
    const stored = existing({ recommendedEquipment: ['item-plate', 'item-trashed'] });
    const preview = previewImport(
      [
        {
          name: 'Aurelia',
          tier: 'S',
          description: 'Strong.',
          recommendedEquipment: ['Warden Plate'],
        },
      ],
      [stored],
      [],
      ITEMS,
      [],
      notes,
    );
    expect(preview.unchanged).toEqual(['Aurelia']);
  });
});

describe('recommended equipment: history', () => {
  it('compares the list as one row, by the items names, a removed one as such', () => {
    const names = new Map(ITEMS.map((item) => [item.id, item.name]));
    const changes = changedFields(
      'heroes',
      hero({ recommendedEquipment: ['item-edge'] }),
      hero({ recommendedEquipment: ['item-plate', 'item-gone'] }),
      new Map(),
      new Map(),
      names,
    );
    expect(changes).toEqual([
      {
        field: 'Recommended equipment',
        before: 'Dawn Edge',
        after: `Warden Plate, ${REMOVED_ITEM}`,
      },
    ]);
    expect(REMOVED_ITEM).toBe('removed item');
  });
});

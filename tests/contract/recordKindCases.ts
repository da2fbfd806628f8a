import type { Backend } from '../../src/backend/contract';
import type { InputOf, ItemOf, RecordKind } from '../../src/domain/kinds';
import { testEquipmentInput } from '../support/equipmentInput';
import { testHeroInput } from '../support/heroInput';
import { uniqueTag, uploadTinyPng } from './contractHelpers';

/** Notes an item a case made for its own items' sake, so the part deletes it when it is done. */
export type KeepForLater = (kind: RecordKind, id: string) => void;

/**
 * What the contract's part for every record kind (recordKindsContract.ts) needs to know of one
 * kind, besides what src/domain/kinds.ts declares: how to write a valid item of it and how an edit
 * changes one.
 */
export interface RecordKindCase<K extends RecordKind> {
  /**
   * Makes what a valid item needs on the site first (a hero's uploaded image, a team's live game
   * mode and heroes), once per backend, and returns how to write an item named after `tag`
   * (unique, without spaces). The input is written as every backend stores it: each field a
   * version keeps given, nothing to trim or to fill in, so the item holds it as it is and its
   * first version keeps exactly it.
   */
  inputs(admin: Backend, keep: KeepForLater): Promise<(tag: string) => InputOf<K>>;
  /** `input` as an admin's edit changes it, the field that names it included. */
  change(input: InputOf<K>): InputOf<K>;
  /**
   * What the item is called where the site names it (the trash, history): read here from the item
   * itself, so that the kind's declared label is checked rather than trusted.
   */
  name(item: ItemOf<K>): string;
}

/** One case per record kind: the compiler asks a new kind for its own. */
export const RECORD_KIND_CASES: { [K in RecordKind]: RecordKindCase<K> } = {
  heroes: {
    async inputs(admin) {
      const { path } = await uploadTinyPng(admin, 'heroes');
      return (tag) => testHeroInput({ name: `Hero ${tag}`, imagePath: path });
    },
    change: (input) => ({ ...input, name: `${input.name} II`, description: 'Changed.' }),
    name: (hero) => hero.name,
  },
  codes: {
    // Dated by the admin: a code left undated reads its creation's date, which no version keeps.
    inputs: async () => (tag) => ({
      code: `CODE-${tag}`,
      neverExpires: true,
      expirationDate: null,
      reward: '',
      addedAt: '2025-03-04T05:06:07.000Z',
    }),
    change: (input) => ({ ...input, code: `${input.code}-X`, reward: '300 gems' }),
    name: (code) => code.code,
  },
  guides: {
    inputs: async () => (tag) => ({
      title: `Guide ${tag}`,
      content: '<p>First text</p>',
      tags: [],
    }),
    change: (input) => ({ ...input, title: `${input.title} II`, content: '<p>Second text</p>' }),
    name: (guide) => guide.title,
  },
  modes: {
    inputs: async () => (tag) => ({ name: `Mode ${tag}`, description: '', position: 9 }),
    change: (input) => ({ ...input, name: `${input.name} II`, description: 'Renamed.' }),
    name: (mode) => mode.name,
  },
  teams: {
    async inputs(admin, keep) {
      const own = uniqueTag();
      const mode = await admin.modes.create({ name: `Mode ${own}`, description: '', position: 9 });
      keep('modes', mode.id);
      const { path } = await uploadTinyPng(admin, 'heroes');
      const heroes: string[] = [];
      for (const name of ['Aurelia', 'Korrin', 'Seraphine', 'Nyra']) {
        const hero = await admin.heroes.create(
          testHeroInput({ name: `${name} ${own}`, imagePath: path }),
        );
        keep('heroes', hero.id);
        heroes.push(hero.id);
      }
      const [first, second, third, substitute] = heroes as [string, string, string, string];
      return (tag) => ({
        name: `Team ${tag}`,
        mode: mode.id,
        members: [
          { hero: first, role: 'Main damage', substitutes: [substitute] },
          { hero: second, role: '', substitutes: [] },
          { hero: third, role: 'Healer', substitutes: [] },
        ],
        notes: '',
        tags: ['PvP'],
      });
    },
    // The first member's substitute joins as a fourth member.
    change: (input) => ({
      ...input,
      name: `${input.name} II`,
      members: [
        ...input.members.map((member) => ({ ...member, substitutes: [] })),
        { hero: input.members[0]!.substitutes[0]!, role: 'Tank', substitutes: [] },
      ],
    }),
    name: (team) => team.name,
  },
  equipment: {
    inputs: async () => (tag) =>
      testEquipmentInput({
        name: `Item ${tag}`,
        slot: 'Accessory',
        stats: [{ label: 'SPD', value: '+10' }],
      }),
    change: (input) => ({ ...input, name: `${input.name} II`, rarity: 'Legendary' }),
    name: (item) => item.name,
  },
};

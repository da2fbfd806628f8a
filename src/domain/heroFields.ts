/**
 * The hero's fields, written out once (docs/decisions.md#one-hero-field-list): each field's kind,
 * which says what it holds and how every copy of a hero treats it (our server stores it in the
 * column of its name in snake_case, as every record's fields).
 * `HeroInput` is their type, and the empty hero, the form, the export, the SQL rows and the
 * Firestore writes are made from this list by iterating it.
 *
 * Admin, server, export and Firebase write code import this module; the pages a visitor loads do
 * not (they only read heroes), so the list stays out of the visitor's JavaScript budget.
 */
import {
  STAT_KEYS,
  emptyHeroStats,
  type HeroLabelKey,
  type HeroListKey,
  type HeroOptionalKey,
  type HeroStats,
  type StatKey,
} from './heroKeys';
import type { ModeRating } from './modeRating';
import { copySkills, type HeroSkill } from './heroSkill';
import { keysOf, objectFromKeys } from './objectFromKeys';
import type { Check, Same } from './typeChecks';

/** What a field of each kind holds. */
export interface HeroFieldKinds {
  /** Text, trimmed on write. */
  text: string;
  /** The tier: trimmed, a known tier in its own spelling (src/domain/heroTier.ts). */
  tier: string;
  /** A label a hero can be filtered by (HERO_LABEL_KEYS): text an import may leave out. */
  label: string;
  /** Guide HTML, cleaned by the one sanitizer and never trimmed; an import may leave it out. */
  html: string;
  /** Free text for each of STAT_KEYS. */
  stats: HeroStats;
  /** Names, in order (HERO_LIST_KEYS). */
  list: string[];
  /** Names, given in the import format as objects with a name (the upstream site's pets). */
  namedList: string[];
  /** A tier and a reason per game mode (src/domain/heroRatings.ts). */
  ratings: ModeRating[];
  /** The hero's skills, in order, each with its description's guide HTML (src/domain/heroSkill.ts). */
  skills: HeroSkill[];
  /**
   * Ids of other records, in order (equipment items): an id whose record is in the trash or
   * deleted for good stays, unseen (src/domain/equipment.ts, liveEquipment).
   */
  refs: string[];
  /** A stored file's path: set by the upload, not typed in the form nor exported. */
  image: string;
}
export type HeroFieldKind = keyof HeroFieldKinds;

interface HeroFieldSpec {
  kind: HeroFieldKind;
  /** Blank slots the list has in a new hero's form; one when not given. */
  formSlots?: number;
}

export const HERO_FIELDS = {
  name: { kind: 'text' },
  tier: { kind: 'tier' },
  description: { kind: 'text' },
  role: { kind: 'label' },
  faction: { kind: 'label' },
  rarity: { kind: 'label' },
  /** Rich text written with the guide editor, stored cleaned; '' when none. */
  buildNotes: { kind: 'html' },
  /** The skills in the order the hero page shows them; each description cleaned like the notes. */
  skills: { kind: 'skills' },
  /** Stats stay free text. */
  stats: { kind: 'stats' },
  recommendedTalisman: { kind: 'list', formSlots: 4 },
  recommendedSpirit: { kind: 'list' },
  recommendedRune: { kind: 'list' },
  recommendedCodex: { kind: 'list' },
  recommendedPet: { kind: 'namedList' },
  /** The hero's tier and reason in each game mode; the overall tier is `tier`. */
  ratings: { kind: 'ratings' },
  /** The equipment items the hero page recommends, in order (docs/product.md#hero-equipment). */
  recommendedEquipment: { kind: 'refs' },
  /** Storage path of the hero's image (from FilesApi.upload); '' when none. */
  imagePath: { kind: 'image' },
} as const satisfies Record<string, HeroFieldSpec>;

export type HeroFieldKey = keyof typeof HERO_FIELDS;
export type HeroFieldKindOf<K extends HeroFieldKey> = (typeof HERO_FIELDS)[K]['kind'];

/** A field's kind, typed by the field. */
export const kindOf = <K extends HeroFieldKey>(key: K): HeroFieldKindOf<K> => HERO_FIELDS[key].kind;

/** What an admin writes: one value of its kind for each field (`HeroInput`). */
export type HeroFieldValues = {
  -readonly [K in keyof typeof HERO_FIELDS]: HeroFieldKinds[HeroFieldKindOf<K>];
};

/** The fields of the given kinds. */
export type HeroFieldsOfKind<Kind extends HeroFieldKind> = {
  [K in HeroFieldKey]: HeroFieldKindOf<K> extends Kind ? K : never;
}[HeroFieldKey];

/** Blank slots the list has in a new hero's form. */
export function formSlotsOf(key: HeroFieldKey): number {
  const spec: HeroFieldSpec = HERO_FIELDS[key];
  return spec.formSlots ?? 1;
}

/** Every field, in the list's order: the order of a hero's properties wherever it is copied. */
export const HERO_FIELD_KEYS = keysOf(HERO_FIELDS);

/** The fields an admin types, every one but the image (which the form uploads on its own). */
export type HeroTypedKey = Exclude<HeroFieldKey, HeroFieldsOfKind<'image'>>;
export const HERO_TYPED_KEYS = HERO_FIELD_KEYS.filter(
  (key): key is HeroTypedKey => HERO_FIELDS[key].kind !== 'image',
);

/** Values of each field of `K`, each of its kind's type in `Out` (HeroFieldKinds: a hero). */
export type HeroFieldsAs<
  K extends HeroFieldKey,
  Out extends Record<HeroFieldKindOf<K>, unknown>,
> = {
  [F in K]: Out[HeroFieldKindOf<F>];
};

/** For the fields `keys`, the object of their values: the one loop that makes a hero's fields. */
export const heroFieldObject = <
  K extends HeroFieldKey,
  Out extends Record<HeroFieldKindOf<K>, unknown>,
>(
  keys: readonly K[],
  valueOf: <F extends K>(key: F) => Out[HeroFieldKindOf<F>],
): HeroFieldsAs<K, Out> => objectFromKeys<HeroFieldsAs<K, Out>, K>(keys, valueOf);

/** A conversion of the values of each of the kinds `Kinds`, to their kind's type in `Out`. */
export type HeroKindTable<Kinds extends HeroFieldKind, Out extends Record<Kinds, unknown>> = {
  [Kind in Kinds]: (value: HeroFieldKinds[Kind]) => Out[Kind];
};

/**
 * The fields `keys` of `hero`, each converted by its kind's entry in `table`: how the field list
 * becomes a form, an export, a document.
 */
export function convertHeroFields<
  K extends HeroFieldKey,
  Out extends Record<HeroFieldKindOf<K>, unknown>,
>(
  hero: HeroFieldsAs<K, HeroFieldKinds>,
  keys: readonly K[],
  table: HeroKindTable<HeroFieldKindOf<K>, Out>,
): HeroFieldsAs<K, Out> {
  return heroFieldObject<K, Out>(keys, (key) => table[kindOf(key)](hero[key]));
}

/** Stats with each one's text from `textOf`. */
export const statsFrom = (textOf: (key: StatKey) => string): HeroStats =>
  objectFromKeys<HeroStats, StatKey>(STAT_KEYS, textOf);

/** Each stat's text through `map`. */
export const mapStats = (stats: HeroStats, map: (text: string) => string): HeroStats =>
  statsFrom((key) => map(stats[key]));

const same = (text: string) => text;
const copyList = (list: readonly string[]) => [...list];

/** A copy of a value of each kind that shares nothing with it. */
export const COPY_HERO_VALUE: HeroKindTable<HeroFieldKind, HeroFieldKinds> = {
  text: same,
  tier: same,
  label: same,
  html: same,
  stats: (stats) => mapStats(stats, same),
  list: copyList,
  namedList: copyList,
  ratings: (ratings) => ratings.map((rating) => ({ ...rating })),
  skills: copySkills,
  refs: copyList,
  image: same,
};

const EMPTY_VALUE: { [Kind in HeroFieldKind]: () => HeroFieldKinds[Kind] } = {
  text: () => '',
  tier: () => '',
  label: () => '',
  html: () => '',
  stats: emptyHeroStats,
  list: () => [],
  namedList: () => [],
  ratings: () => [],
  skills: () => [],
  refs: () => [],
  image: () => '',
};

/** A hero with nothing filled in: what a stored record or an import entry starts from. */
export function emptyHeroInput(): HeroFieldValues {
  return heroFieldObject<HeroFieldKey, HeroFieldKinds>(HERO_FIELD_KEYS, (key) =>
    EMPTY_VALUE[kindOf(key)](),
  );
}

/** A copy of the hero's fields (and of nothing else it carries) that shares nothing with it. */
export const copyHeroInput = (hero: HeroFieldValues): HeroFieldValues =>
  convertHeroFields<HeroFieldKey, HeroFieldKinds>(hero, HERO_FIELD_KEYS, COPY_HERO_VALUE);

/** The key lists the visitor's pages iterate (src/domain/heroKeys.ts) name the fields of their kinds. */
export type HeroKeyListsMatchKinds = Check<
  [
    Same<HeroListKey, HeroFieldsOfKind<'list' | 'namedList'>>,
    Same<HeroLabelKey, HeroFieldsOfKind<'label'>>,
    Same<HeroOptionalKey, HeroFieldsOfKind<'label' | 'html'>>,
  ] extends [true, true, true]
    ? true
    : false
>;

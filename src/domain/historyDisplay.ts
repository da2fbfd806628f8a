/**
 * How the admin pages show history (docs/product.md#history-and-trash): names, dates, links, and
 * what changed between two versions. Only admins' pages load it.
 */
import { HERO_LIST_KEYS, STAT_KEYS, TIER_ORDER, type HeroInput } from './hero';
import { ratingField, ratingIn, ratingText } from './heroRatings';
import { SKILLS_MAX, skillText } from './heroSkill';
import { storedSkills } from './storedSkills';
import type { ModeRating } from './modeRating';
import type { GuildLevelEntry } from './guildTable';
import { EQUIPMENT_SLOTS_DEFAULT, type EquipmentStat } from './equipment';
import type { HistoryCollection, RevisionAction } from './history';
import {
  KINDS,
  KIND_NAMES,
  fieldsOf,
  isRecordKind,
  type FieldType,
  type RecordKind,
} from './kinds';
import { REMOVED_HERO, type TeamMember } from './team';
import type { Check } from './typeChecks';

/** What happened, as the history and the activity page say it. */
export const ACTION_LABELS: Record<RevisionAction, string> = {
  created: 'Created',
  updated: 'Edited',
  restored: 'Restored',
  deleted: 'Deleted',
  purged: 'Deleted for good',
};

/** "Nov 23, 2026, 7:05 PM": when something happened, for admins' lists. */
export const formatWhen = (at: string) =>
  new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Words as a sentence lists them: "heroes, codes and guides" (no comma before "and"). */
export const andList = (words: readonly string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');

/** What one item of a collection is called, in lists and messages. */
export const COLLECTION_NOUNS = Object.fromEntries(
  KIND_NAMES.map((name) => [name, KINDS[name].noun]),
) as Record<HistoryCollection, string>;

/** Where an item is seen on the site (its page, or the page that lists it). */
export const itemPath = (collection: HistoryCollection, itemId: string): string =>
  KINDS[collection].page(itemId);

/** One field that differs between two versions, as text for the comparison view. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
  /** Set for an image: the stored paths, so both images can be shown. */
  images?: { before: string; after: string };
}

const listText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');

/** Guide HTML as the words a reader sees, blocks apart: for comparing two versions. */
export function guideText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)[^>]*>/gi, '\n')
    .replace(/<img\b[^>]*>/gi, '[image]')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/** The game modes' names by id, in the modes' order, to name a hero's ratings and a team's mode. */
export type ModeNames = ReadonlyMap<string, string>;
/** The live heroes' names by id, to name a team's members. */
export type HeroNames = ReadonlyMap<string, string>;

/** The live equipment items' names by id, to name a hero's recommended equipment. */
export type ItemNames = ReadonlyMap<string, string>;

/** What a comparison names records by: the live game modes, heroes and equipment items. */
interface Names {
  modes: ModeNames;
  heroes: HeroNames;
  items: ItemNames;
}

type Fields = [field: string, text: (record: Record<string, unknown>, names: Names) => string][];

const text = (key: string) => (record: Record<string, unknown>) =>
  typeof record[key] === 'string' ? (record[key] as string) : '';

/** An item's stats on one line: "ATK +120, Crit rate 5%". */
const statsText = (record: Record<string, unknown>) =>
  (Array.isArray(record.stats) ? (record.stats as EquipmentStat[]) : [])
    .map((stat) => `${stat.label} ${stat.value}`.trim())
    .join(', ');

/** The equipment slots a version lists: settings saved before the list have the default ones. */
const slotsText = (record: Record<string, unknown>) =>
  listText(Array.isArray(record.equipmentSlots) ? record.equipmentSlots : EQUIPMENT_SLOTS_DEFAULT);

/** The hero's fields the comparison shows, in its order (each a row, the stats one row each). */
const HERO_FIELDS_COMPARED = [
  'name',
  'tier',
  'description',
  'role',
  'faction',
  'rarity',
  'buildNotes',
  'skills',
  'stats',
  ...HERO_LIST_KEYS,
  'recommendedEquipment',
  'ratings',
  'imagePath',
] as const satisfies readonly (keyof HeroInput)[];
/** The comparison shows every hero field: one added to the hero and not shown does not compile. */
export type HeroComparisonShowsEveryField = Check<
  [keyof HeroInput] extends [(typeof HERO_FIELDS_COMPARED)[number]] ? true : false
>;

/**
 * The rows of the kinds compared otherwise than field by field (below): a hero's skills, stats and
 * ratings, a code's expiry, the settings and the chart images, which have no fields declared.
 */
const FIELDS: { [C in Exclude<HistoryCollection, 'guildTable'>]?: Fields } = {
  heroes: HERO_FIELDS_COMPARED.flatMap((key): Fields => {
    switch (key) {
      case 'buildNotes':
        return [['Build notes', (record) => guideText(text(key)(record))]];
      case 'imagePath':
        return [['Image', text(key)]];
      case 'skills':
        // A row per place in the list ("Skill 2"): its name, kind, cooldown, text and upgrades.
        return Array.from({ length: SKILLS_MAX }, (_, index): Fields[number] => [
          `Skill ${index + 1}`,
          (record) => {
            const skill = storedSkills(record.skills)[index];
            return skill ? skillText(skill, guideText) : '';
          },
        ]);
      case 'ratings':
        // A row per game mode, added by changedFields: it needs the modes' names.
        return [];
      case 'recommendedEquipment':
        return [['Recommended equipment', (record, names) => itemsText(record[key], names.items)]];
      case 'stats':
        return STAT_KEYS.map((stat) => [
          stat,
          (record) => ((record.stats ?? {}) as Record<string, string>)[stat] ?? '',
        ]);
      case 'name':
      case 'tier':
      case 'description':
      case 'role':
      case 'faction':
      case 'rarity':
        return [[key.charAt(0).toUpperCase() + key.slice(1), text(key)]];
      default:
        return [
          [
            key
              .replace(/^recommended/, 'Recommended ')
              .toLowerCase()
              .replace(/^r/, 'R'),
            (record) => listText(record[key]),
          ],
        ];
    }
  }),
  codes: [
    ['Code', text('code')],
    ['Expires', (record) => (record.neverExpires ? 'Never' : text('expirationDate')(record))],
  ],
  media: [['Image', text('imagePath')]],
  site: [
    ['Community chat link', text('communityUrl')],
    ...TIER_ORDER.map((tier): Fields[number] => [
      `Legend: ${tier}`,
      (record) => ((record.tierLegend ?? {}) as Record<string, string>)[tier] ?? '',
    ]),
    ['Equipment slots', slotsText],
  ],
};

/** A field's row where its type alone does not say how to show it (a JSON field, a link). */
const OWN_ROWS: { [K in RecordKind]?: Readonly<Record<string, Fields[number]>> } = {
  teams: {
    mode: ['Game mode', (record, names) => modeName(text('mode')(record), names.modes)],
    members: ['Members', (record, names) => membersText(record.members, names.heroes)],
  },
  equipment: { stats: ['Stats', statsText] },
};

/** Each field type as the comparison shows it. */
const SHOWN_AS: Record<FieldType, (value: unknown) => string> = {
  text: (value) => (typeof value === 'string' ? value : ''),
  html: (value) => (typeof value === 'string' ? guideText(value) : ''),
  image: (value) => (typeof value === 'string' ? value : ''),
  int: (value) => (typeof value === 'number' ? String(value) : ''),
  bool: (value) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : ''),
  time: (value) => (typeof value === 'string' ? value : ''),
  texts: listText,
  json: (value) => (value === undefined ? '' : JSON.stringify(value)),
};

/** "setBonus" is "Set bonus"; an image field is "Image", which the comparison shows side by side. */
const labelOf = (field: string, type: FieldType) =>
  type === 'image'
    ? 'Image'
    : field
        .replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)
        .replace(/^./, (c) => c.toUpperCase());

/** A kind's rows: its own, or one per field in its fields' order, each shown as its type says. */
function rowsOf(collection: Exclude<HistoryCollection, 'guildTable'>): Fields {
  const own = FIELDS[collection];
  if (own) return own;
  if (!isRecordKind(collection)) return [];
  return fieldsOf(collection).map(
    ([field, type]): Fields[number] =>
      OWN_ROWS[collection]?.[field] ?? [
        labelOf(field, type),
        (record) => SHOWN_AS[type](record[field]),
      ],
  );
}

function guildLevelChanges(before: unknown, after: unknown): FieldChange[] {
  const levelsOf = (content: unknown) =>
    new Map(
      (((content ?? {}) as { levels?: GuildLevelEntry[] }).levels ?? []).map((entry) => [
        entry.level,
        `${entry.points}${entry.estimated ? ' (estimated)' : ''}`,
      ]),
    );
  const a = levelsOf(before);
  const b = levelsOf(after);
  const levels = [...new Set([...a.keys(), ...b.keys()])].sort((x, y) => x - y);
  return levels
    .map((level) => ({
      field: `Level ${level}`,
      before: a.get(level) ?? '',
      after: b.get(level) ?? '',
    }))
    .filter((change) => change.before !== change.after);
}

/** A mode a rating or a team names that is no longer live (in the trash, or purged). */
export const MODE_NOT_LIVE = 'A game mode not on the site';

/** A mode by its name; '' for none. */
const modeName = (id: string, modeNames: ModeNames) =>
  id === '' ? '' : (modeNames.get(id) ?? MODE_NOT_LIVE);

/**
 * A team's members, one line each: "Aurelia — Main damage (substitutes: Korrin, Nyra)"; a hero
 * that is no longer live is REMOVED_HERO, as the team's page shows it.
 */
function membersText(value: unknown, heroNames: HeroNames): string {
  if (!Array.isArray(value)) return '';
  const heroName = (id: unknown) => (typeof id === 'string' && heroNames.get(id)) || REMOVED_HERO;
  return (value as Partial<TeamMember>[])
    .map((member) => {
      const role = typeof member.role === 'string' && member.role ? ` — ${member.role}` : '';
      const substitutes = Array.isArray(member.substitutes) ? member.substitutes : [];
      const standIns = substitutes.length
        ? ` (substitutes: ${substitutes.map(heroName).join(', ')})`
        : '';
      return `${heroName(member.hero)}${role}${standIns}`;
    })
    .join('\n');
}

/** An item a hero recommends that is no longer live (in the trash, or purged). */
export const REMOVED_ITEM = 'removed item';

/** A hero's recommended equipment by the items' names, in its order: "Dawn Edge, removed item". */
function itemsText(value: unknown, itemNames: ItemNames): string {
  if (!Array.isArray(value)) return '';
  return value
    .map((id: unknown) => (typeof id === 'string' && itemNames.get(id)) || REMOVED_ITEM)
    .join(', ');
}

const ratingsOf = (record: Record<string, unknown>) =>
  Array.isArray(record.ratings) ? (record.ratings as ModeRating[]) : [];

/**
 * A row per game mode whose rating differs ("Arena rating": "S — reason"), in the modes' order,
 * then those of modes no longer live: the same text as the import's preview.
 */
function ratingChanges(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  modeNames: ModeNames,
): FieldChange[] {
  const rated = new Set([...ratingsOf(a), ...ratingsOf(b)].map((rating) => rating.mode));
  const ids = [...modeNames.keys(), ...rated].filter(
    (id, index, all) => rated.has(id) && all.indexOf(id) === index,
  );
  return ids
    .map((id) => ({
      field: ratingField(modeNames.get(id) ?? MODE_NOT_LIVE),
      before: ratingText(ratingIn(ratingsOf(a), id)),
      after: ratingText(ratingIn(ratingsOf(b), id)),
    }))
    .filter((change) => change.before !== change.after);
}

/**
 * The fields that differ between two versions of an item, in the order its form shows them; a
 * hero's ratings and a team's game mode named by `modeNames`, a team's members by `heroNames`, a
 * hero's recommended equipment by `itemNames`.
 */
export function changedFields(
  collection: HistoryCollection,
  before: unknown,
  after: unknown,
  modeNames: ModeNames = new Map(),
  heroNames: HeroNames = new Map(),
  itemNames: ItemNames = new Map(),
): FieldChange[] {
  if (collection === 'guildTable') return guildLevelChanges(before, after);
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const names = { modes: modeNames, heroes: heroNames, items: itemNames };
  const changes = rowsOf(collection)
    .map(([field, read]): FieldChange => {
      const change: FieldChange = { field, before: read(a, names), after: read(b, names) };
      if (field === 'Image') change.images = { before: change.before, after: change.after };
      return change;
    })
    .filter((change) => change.before !== change.after);
  return collection === 'heroes' ? [...changes, ...ratingChanges(a, b, modeNames)] : changes;
}

/** "Name, Tier and 3 more": a short summary of what a version changed. */
export function changeSummary(changes: FieldChange[]): string {
  if (!changes.length) return 'No changes';
  const names = changes.map((change) => change.field);
  return names.length > 3
    ? `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`
    : andList(names);
}

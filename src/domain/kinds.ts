/**
 * The kinds of record the site keeps with history, declared once (docs/decisions.md#record-kinds):
 * what an item is called, the content collection a write of it renews, the field that names it,
 * where it is seen, the folder its images are uploaded to, and, for the records that are created
 * and deleted one by one, our server's table, the name an update nests its input under and the
 * fields a version keeps. Every list of kinds is derived from this table (history's and the
 * trash's collections, the content collections, the upload folders, the query keys' roots, the
 * admin pages' nouns, links and words, the server's tables, routes and trash); what differs
 * beyond it is a `Record<Kind, …>` beside the code that needs it, so the compiler names each
 * place a new kind must fill (docs/adding-a-kind.md). What the records of each kind hold is in
 * recordFields.ts, which the Firebase adapter's first load reads without this table.
 *
 * The admin pages, the server and the Firebase adapter's lazily loaded parts import it; the
 * visitor's pages name kinds by type alone (docs/decisions.md#visitor-budget).
 */
import type { Code, CodeInput } from './code';
import type { EquipmentInput, EquipmentItem } from './equipment';
import type { GameMode, GameModeInput } from './gameMode';
import type { Guide, GuideInput } from './guide';
import type { GuildLevelEntry, GuildLevelTable } from './guildTable';
import type { Hero, HeroInput } from './hero';
import { HERO_FIELD_KEYS, kindOf, type HeroFieldKey, type HeroFieldKind } from './heroFields';
import { heroHtml } from './heroFiles';
import { MEDIA_SLOTS, type MediaSlot } from './media';
import { paths } from './paths';
import { RECORD_FIELDS, type FieldType, type StoredFields } from './recordFields';
import type { SiteSettings, SiteSettingsInput } from './siteSettings';
import { storedSkills } from './storedSkills';
import type { Team, TeamInput } from './team';

export type { FieldType, FieldTypes } from './recordFields';

/** How a record kind is stored: created, edited by version, deleted into the trash. */
interface RecordDeclaration<Input> extends Pick<StoredFields, 'dated'> {
  /** Our server's table (server/db/migrations); on Firestore the collection is the kind's name. */
  table: string;
  /** The key an update's body nests the input under: `{ team, baseVersion }`. */
  inputKey: string;
  /** The fields a version keeps (what its form writes), in the form's order, with what they hold. */
  fields: { readonly [Field in keyof Input & string]?: FieldType };
}

interface KindDeclaration<Input> {
  /** One item, in lists and messages: "Equipment item". */
  noun: string;
  /** Several, inside a sentence: "equipment items". */
  plural: string;
  /** The content collection a write of it renews (docs/decisions.md#response-cache). */
  content: string;
  /** The field that names an item in history and the trash, or how its id names it. */
  label: (keyof Input & string) | ((itemId: string) => string);
  /** Where an item is seen on the site: its page, or the page that lists it. */
  page: (itemId: string) => string;
  /** The upload folder of the images it shows, when it has its own. */
  folder?: string;
  /** The field holding the stored path of its image, if it has one. */
  image?: keyof Input & string;
  /** The guide HTML its content holds, which shows stored files by URL (docs/product.md#media-library). */
  html?: (content: Readonly<Record<string, unknown>>) => string[];
  /**
   * How the media library names an item that shows a file (set with `image` or `html`): one of
   * FILE_USAGE_KINDS (src/domain/fileUsage.ts).
   */
  usage?: string;
  /** Set for the kinds whose items are created and deleted one by one. */
  record?: RecordDeclaration<Input>;
}

/** Carries a kind's item and input types beside its declaration; never set at run time. */
interface Typed<Item, Input> {
  readonly types?: { item: Item; input: Input };
}

/** A kind's declaration, typed by what its items are and what an admin writes. */
const kind =
  <Item, Input>() =>
  <const Declaration extends KindDeclaration<Input>>(declaration: Declaration) =>
    declaration as Declaration & Typed<Item, Input>;

const HERO_FIELD_KIND_TYPES: Record<HeroFieldKind, FieldType> = {
  text: 'text',
  tier: 'text',
  label: 'text',
  html: 'html',
  stats: 'json',
  list: 'texts',
  namedList: 'texts',
  ratings: 'json',
  skills: 'json',
  refs: 'texts',
  image: 'image',
};

/** What each kind of hero field holds (src/domain/heroFields.ts), as every record's fields say it. */
const HERO_FIELD_TYPES = Object.fromEntries(
  HERO_FIELD_KEYS.map((key) => [key, HERO_FIELD_KIND_TYPES[kindOf(key)]]),
) as Record<HeroFieldKey, FieldType>;

/** A text field of stored content; '' when it holds anything else (an older version). */
const textIn = (content: Readonly<Record<string, unknown>>, key: string) =>
  typeof content[key] === 'string' ? (content[key] as string) : '';

/** A media slot's name: "Pet (upgrade)", or "SPC 2 (talisman)" where two slots share a label. */
function slotLabel(slotId: string): string {
  const slot = MEDIA_SLOTS.find((candidate) => candidate.id === slotId);
  if (!slot) return slotId;
  const sameLabel = MEDIA_SLOTS.filter((candidate) => candidate.label === slot.label);
  return sameLabel.length > 1
    ? `${slot.label} ${sameLabel.indexOf(slot) + 1} (${slot.group})`
    : `${slot.label} (${slot.group})`;
}

/** The kinds, in the order lists of them take. */
export const KINDS = {
  heroes: kind<Hero, HeroInput>()({
    noun: 'Hero',
    plural: 'heroes',
    content: 'heroes',
    label: 'name',
    page: paths.hero.href,
    folder: 'heroes',
    image: 'imagePath',
    usage: 'hero',
    // Versions kept before skills existed have none.
    html: (hero) =>
      heroHtml({ buildNotes: textIn(hero, 'buildNotes'), skills: storedSkills(hero.skills) }),
    record: {
      table: 'heroes',
      inputKey: 'hero',
      // Every field (VersionsKeepEveryField in history.ts), in the hero field list's order.
      fields: HERO_FIELD_TYPES,
      dated: true,
    },
  }),
  codes: kind<Code, CodeInput>()({
    noun: 'Code',
    plural: 'codes',
    content: 'codes',
    label: 'code',
    page: () => paths.codes.href(),
    record: { table: 'codes', inputKey: 'code', ...RECORD_FIELDS.codes },
  }),
  media: kind<MediaSlot, { imagePath: string }>()({
    noun: 'Chart image',
    plural: 'chart images',
    content: 'media',
    label: slotLabel,
    page: (slotId) => (slotId.startsWith('talisman-') ? paths.talisman : paths.upgrade).href(),
    folder: 'media',
    image: 'imagePath',
    usage: 'media',
  }),
  guides: kind<Guide, GuideInput>()({
    noun: 'Guide',
    plural: 'guides',
    content: 'guides',
    label: 'title',
    page: paths.guide.href,
    folder: 'guides',
    html: (guide) => [textIn(guide, 'content')],
    usage: 'guide',
    record: { table: 'guides', inputKey: 'guide', ...RECORD_FIELDS.guides },
  }),
  guildTable: kind<GuildLevelTable, { levels: GuildLevelEntry[] }>()({
    noun: 'Guild table',
    plural: 'guild tables',
    content: 'settings',
    label: () => 'Guild level table',
    page: () => paths.calculator.href(),
  }),
  site: kind<SiteSettings, SiteSettingsInput>()({
    noun: 'Site settings',
    plural: 'site settings',
    content: 'settings',
    label: () => 'Site settings',
    page: () => paths.home.href(),
  }),
  modes: kind<GameMode, GameModeInput>()({
    noun: 'Game mode',
    plural: 'game modes',
    content: 'modes',
    label: 'name',
    page: (id) => paths.heroes.href({ mode: id }),
    record: { table: 'game_modes', inputKey: 'mode', ...RECORD_FIELDS.modes },
  }),
  teams: kind<Team, TeamInput>()({
    noun: 'Team',
    plural: 'teams',
    content: 'teams',
    label: 'name',
    page: paths.team.href,
    html: (team) => [textIn(team, 'notes')],
    usage: 'team',
    record: { table: 'teams', inputKey: 'team', ...RECORD_FIELDS.teams },
  }),
  equipment: kind<EquipmentItem, EquipmentInput>()({
    noun: 'Equipment item',
    plural: 'equipment items',
    content: 'equipment',
    label: 'name',
    page: paths.equipmentItem.href,
    folder: 'equipment',
    image: 'imagePath',
    usage: 'equipment',
    record: { table: 'equipment', inputKey: 'item', ...RECORD_FIELDS.equipment },
  }),
};

type Kinds = typeof KINDS;

/** Every kind history keeps: the table's keys. */
export type Kind = keyof Kinds;

/** The kinds whose items are created and deleted one by one (and so sit in the trash). */
export type RecordKind = {
  [K in Kind]: Kinds[K] extends { record: object } ? K : never;
}[Kind];

/** What an item of `K` is, as the pages read it. */
export type ItemOf<K extends Kind> = NonNullable<Kinds[K]['types']>['item'];
/** What an admin writes of `K`: its input, which a version holds. */
export type InputOf<K extends Kind> = NonNullable<Kinds[K]['types']>['input'];

/** The fields a version of `K` keeps. */
export type KeptField<K extends RecordKind> = Extract<
  keyof (Kinds[K] extends { record: { fields: infer Fields } } ? Fields : never),
  keyof InputOf<K>
>;

/** What public pages and answers are made of: a write to one changes every page read from it. */
export type ContentCollection = Kinds[Kind]['content'];

/** How the media library names the items of the kinds that show files. */
export type KindUsage = {
  [K in Kind]: Kinds[K] extends { usage: infer Usage } ? Usage : never;
}[Kind];

/** Folders uploads may go to; each is a prefix of the stored path. */
export type UploadFolder = {
  [K in Kind]: Kinds[K] extends { folder: infer Folder } ? Folder : never;
}[Kind];

/** The keys of the table, typed, in its order. */
export const KIND_NAMES = Object.keys(KINDS) as Kind[];

/** A kind's declaration as every kind's reads: its own types are the table's business. */
export const declarationOf = (name: Kind): KindDeclaration<Record<string, unknown>> =>
  KINDS[name] as KindDeclaration<Record<string, unknown>>;

/** Whether `name` is a record kind. */
export const isRecordKind = (name: string): name is RecordKind =>
  name in KINDS && declarationOf(name as Kind).record !== undefined;

/** The record kinds, in the table's order. */
export const RECORD_KINDS = KIND_NAMES.filter(isRecordKind);

/** The record declaration of a record kind. */
export const recordOf = (name: RecordKind): RecordDeclaration<Record<string, unknown>> =>
  declarationOf(name).record!;

/** The fields a version of a record kind keeps, in order, with what each holds. */
export const fieldsOf = (name: RecordKind): [field: string, type: FieldType][] =>
  Object.entries(recordOf(name).fields) as [string, FieldType][];

/** Each content collection once, in the table's order. */
export const CONTENT_COLLECTIONS = [
  ...new Set(KIND_NAMES.map((name) => declarationOf(name).content as ContentCollection)),
];

/** Each upload folder once, in the table's order. */
export const UPLOAD_FOLDERS = KIND_NAMES.flatMap(
  (name) => (declarationOf(name).folder as UploadFolder | undefined) ?? [],
);

/** How messages name one item of a kind: "This equipment item". */
export const subjectOf = (name: Kind): string => `This ${declarationOf(name).noun.toLowerCase()}`;

/** The item's name for the activity page and the trash, from the content a version holds. */
export function kindLabel(name: Kind, itemId: string, content: unknown): string {
  const label = declarationOf(name).label;
  if (typeof label === 'function') return label(itemId);
  const value = ((content ?? {}) as Record<string, unknown>)[label];
  return typeof value === 'string' ? value : '';
}

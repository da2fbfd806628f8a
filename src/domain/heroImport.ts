import type { EquipmentItem } from './equipment';
import { invalid } from './errors';
import { gameModeNamed, type GameMode } from './gameMode';
import {
  HERO_LIST_KEYS,
  HERO_OPTIONAL_KEYS,
  STAT_KEYS,
  type HeroInput,
  type HeroOptionalKey,
} from './hero';
import { equipmentNamed } from './heroEquipment';
import { emptyHeroInput } from './heroFields';
import { MODE_RATED_TWICE, type ModeRating } from './heroRatings';
import { heroInputSchema, trimmed } from './heroSchema';
import type { HeroSkill, SkillUpgrade } from './heroSkill';
import { canonicalTier } from './heroTier';
import { isBlankRating } from './modeRating';

/**
 * Hero import files (docs/product.md#hero-import): entries lacking a name or a tier are empty
 * templates and are skipped; values are trimmed; blank list items are dropped; pets are objects
 * whose name is taken; known tiers get their canonical spelling; ratings name their game mode by
 * its name, and the recommended equipment its items by theirs, so a file travels between sites
 * whose ids differ.
 */
export interface ImportEntry {
  hero: HeroInput;
  /** The `id` the entry names ('' when none): it picks the hero to update when that one exists. */
  id: string;
  /** The `image` file name the entry names ('' when none), matched against the picked images. */
  image: string;
  /** Optional fields the entry leaves out: an update keeps the hero's own, a new hero has none. */
  absent: HeroOptionalKey[];
  /**
   * Whether the entry gives `ratings`: then `hero.ratings` (by mode id, in the modes' order) are
   * the hero's ratings in the live modes; without them an update keeps the hero's own.
   */
  ratingsGiven: boolean;
  /** Whether the entry gives `skills`: without them an update keeps the hero's own. */
  skillsGiven: boolean;
  /**
   * Whether the entry gives `recommendedEquipment`: then `hero.recommendedEquipment` are the ids
   * of the live items it names, in its order; without it an update keeps the hero's own.
   */
  equipmentGiven: boolean;
}

/** A live game mode as an import reads it: the file names it, the hero stores its id. */
export type ImportMode = Pick<GameMode, 'id' | 'name'>;

/** A live equipment item as an import reads it: the file names it, the hero stores its id. */
export type ImportItem = Pick<EquipmentItem, 'id' | 'name'>;

export interface ParsedImport {
  heroes: HeroInput[];
  skipped: number;
}

/**
 * A field the entry gives that cannot be read (of the wrong type, or a rating in a game mode the
 * site does not have): the entry is refused, naming the field.
 */
class Unreadable extends Error {}

const EXPECTED_TEXT = 'Expected text or a number.';
const EXPECTED_LIST = 'Expected a list of names.';
const EXPECTED_STATS = 'Expected the stats as { "ATK": …, "DEF": …, "HP": …, "SPD": … }.';
export const EXPECTED_RATINGS =
  'Expected the ratings as { "Game mode name": { "tier": …, "reason": … }, … }.';
export const EXPECTED_RATING = 'Expected a rating as { "tier": …, "reason": … }.';
export const EXPECTED_SKILLS =
  'Expected the skills as a list of { "name": …, "kind": …, "cooldown": …, "description": …, "upgrades": […] }.';
export const EXPECTED_SKILL =
  'Expected a skill as { "name": …, "kind": …, "cooldown": …, "description": …, "upgrades": […] }.';
export const EXPECTED_UPGRADES = 'Expected the upgrades as a list of { "level": …, "effect": … }.';
/** The reason an entry that is not a hero object (a text, a number, a list) is refused. */
export const NOT_A_HERO_ENTRY = 'Expected a hero as { "name": …, "tier": … }.';
/** Why a rating is refused when no live game mode has the name it is given under. */
export const noGameModeNamed = (name: string) => `No game mode is named “${name}”.`;
/** Why an entry is refused when it recommends an item no live item is named. */
export const noEquipmentNamed = (name: string) => `No equipment item is named “${name}”.`;

const isMissing = (value: unknown) => value === undefined || value === null;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Text trimmed, a number as text, nothing as ''; any other value is refused (`field`). */
function text(value: unknown, field: string): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (isMissing(value)) return '';
  throw new Unreadable(`${field}: ${EXPECTED_TEXT}`);
}

/** A list of names (pets may be objects whose name is taken), blank items dropped. */
function listOf(value: unknown, field: string): string[] {
  if (isMissing(value)) return [];
  if (!Array.isArray(value)) throw new Unreadable(`${field}: ${EXPECTED_LIST}`);
  return value
    .map((item) => {
      try {
        return text(isRecord(item) ? item.name : item, field);
      } catch {
        throw new Unreadable(`${field}: ${EXPECTED_LIST}`);
      }
    })
    .filter((item) => item.length > 0);
}

function statsOf(value: unknown): Record<string, unknown> {
  if (isMissing(value)) return {};
  if (!isRecord(value)) throw new Unreadable(`stats: ${EXPECTED_STATS}`);
  return value;
}

/**
 * The ratings an entry gives, keyed by the name of a live game mode (any case, accents ignored),
 * as ratings by mode id in the modes' order. A rating with neither a tier nor a reason is none,
 * as in the form; `null` is none too. A name no live mode has refuses the entry: the rating
 * would otherwise be lost without a word.
 */
function ratingsOf(value: unknown, modes: readonly ImportMode[]): ModeRating[] {
  if (!isRecord(value)) throw new Unreadable(`ratings: ${EXPECTED_RATINGS}`);
  const ratings: ModeRating[] = [];
  for (const [name, given] of Object.entries(value)) {
    const mode = gameModeNamed(modes, name);
    if (!mode) throw new Unreadable(`ratings: ${noGameModeNamed(name)}`);
    const field = `ratings.${name}`;
    if (ratings.some((rating) => rating.mode === mode.id)) {
      throw new Unreadable(`${field}: ${MODE_RATED_TWICE}`);
    }
    if (isMissing(given)) continue;
    if (!isRecord(given)) throw new Unreadable(`${field}: ${EXPECTED_RATING}`);
    const tier = canonicalTier(text(given.tier, `${field}.tier`));
    const reason = text(given.reason, `${field}.reason`);
    if (!isBlankRating({ tier, reason })) ratings.push({ mode: mode.id, tier, reason });
  }
  const order = modes.map((mode) => mode.id);
  return ratings.sort((a, b) => order.indexOf(a.mode) - order.indexOf(b.mode));
}

/**
 * The recommended equipment an entry gives: the names of live items (any case, accents ignored, as
 * item names compare), as their ids in the entry's order. A name no live item has refuses the
 * entry, naming it: the item would otherwise be lost without a word.
 */
function equipmentOf(value: unknown, items: readonly ImportItem[]): string[] {
  return listOf(value, 'recommendedEquipment').map((name) => {
    const item = equipmentNamed(items, name);
    if (!item) throw new Unreadable(`recommendedEquipment: ${noEquipmentNamed(name)}`);
    return item.id;
  });
}

/** "Skill 2" or "Skill 2 (Blazing Arc)": a skill as a refusal names it, by its place from 1. */
export const skillLabel = (index: number, name: string) =>
  `Skill ${index + 1}${name ? ` (${name})` : ''}`;

/** A skill's upgrades: each an object with a level and an effect, as text. */
function upgradesOf(value: unknown, field: string): SkillUpgrade[] {
  if (isMissing(value)) return [];
  if (!Array.isArray(value)) throw new Unreadable(`${field}: ${EXPECTED_UPGRADES}`);
  return value.map((upgrade, index) => {
    if (!isRecord(upgrade)) throw new Unreadable(`${field}: ${EXPECTED_UPGRADES}`);
    const at = `${field} ${index + 1}`;
    return {
      level: text(upgrade.level, `${at} level`),
      effect: text(upgrade.effect, `${at} effect`),
    };
  });
}

/**
 * The skills an entry gives, in its order: objects whose fields are text (the description guide
 * HTML, cleaned when the entry is planned). A skill that is not an object refuses the entry, naming
 * the skill by its place.
 */
function skillsOf(value: unknown): HeroSkill[] {
  if (!Array.isArray(value)) throw new Unreadable(`skills: ${EXPECTED_SKILLS}`);
  return value.map((skill, index) => {
    if (!isRecord(skill)) throw new Unreadable(`${skillLabel(index, '')}: ${EXPECTED_SKILL}`);
    const label = skillLabel(index, typeof skill.name === 'string' ? skill.name.trim() : '');
    return {
      name: text(skill.name, `${label} name`),
      kind: text(skill.kind, `${label} kind`),
      cooldown: text(skill.cooldown, `${label} cooldown`),
      description: text(skill.description, `${label} description`),
      upgrades: upgradesOf(skill.upgrades, `${label} upgrade`),
    };
  });
}

/**
 * One entry of the file: a hero, `null` for an empty template, or the reason it is refused (a
 * field of the wrong type is refused rather than read as empty, which would wipe what is stored).
 * `modes` are the live game modes its ratings may name; `position` (from 1) names an entry whose
 * name cannot be read; `items` are the live equipment items its recommended equipment may name.
 */
export function normalizeImportEntry(
  entry: unknown,
  modes: readonly ImportMode[],
  position = 1,
  items: readonly ImportItem[] = [],
): ImportEntry | { error: ImportError } | null {
  if (isMissing(entry)) return null;
  const unnamed = `entry ${position}`;
  if (!isRecord(entry)) return { error: { name: unnamed, reason: NOT_A_HERO_ENTRY } };
  let name = '';
  try {
    name = text(entry.name, 'name');
    const tier = canonicalTier(text(entry.tier, 'tier'));
    if (!name || !tier) return null;
    const rawStats = statsOf(entry.stats);
    const hero: HeroInput = {
      ...emptyHeroInput(),
      name,
      tier,
      description: text(entry.description, 'description'),
    };
    for (const key of STAT_KEYS) hero.stats[key] = text(rawStats[key], `stats.${key}`);
    for (const key of HERO_LIST_KEYS) hero[key] = listOf(entry[key], key);
    const absent = HERO_OPTIONAL_KEYS.filter((key) => isMissing(entry[key]));
    for (const key of HERO_OPTIONAL_KEYS) hero[key] = text(entry[key], key);
    const ratingsGiven = !isMissing(entry.ratings);
    if (ratingsGiven) hero.ratings = ratingsOf(entry.ratings, modes);
    const skillsGiven = !isMissing(entry.skills);
    if (skillsGiven) hero.skills = skillsOf(entry.skills);
    const equipmentGiven = !isMissing(entry.recommendedEquipment);
    if (equipmentGiven) hero.recommendedEquipment = equipmentOf(entry.recommendedEquipment, items);
    return {
      hero,
      id: text(entry.id, 'id'),
      image: text(entry.image, 'image'),
      absent,
      ratingsGiven,
      skillsGiven,
      equipmentGiven,
    };
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    return { error: { name: name || unnamed, reason: error.message } };
  }
}

/**
 * The entries of an already-decoded import file, their ratings read against the live game modes
 * and their recommended equipment against the live items; a wrong shape is `invalid`.
 */
export function parseImportEntries(
  data: unknown,
  modes: readonly ImportMode[],
  items: readonly ImportItem[] = [],
): {
  entries: ImportEntry[];
  skipped: number;
  /** Entries refused for a field of the wrong type, or for not being a hero at all. */
  errors: ImportError[];
} {
  if (!Array.isArray(data)) {
    throw invalid('The file must contain a JSON list of heroes ([ {...}, ... ]).');
  }
  const entries: ImportEntry[] = [];
  const errors: ImportError[] = [];
  let skipped = 0;
  data.forEach((raw, index) => {
    const entry = normalizeImportEntry(raw, modes, index + 1, items);
    if (entry === null) skipped += 1;
    else if ('error' in entry) errors.push(entry.error);
    else entries.push(entry);
  });
  return { entries, skipped, errors };
}

/**
 * The heroes of an already-decoded import file (their ratings read against `modes`, the live game
 * modes, their recommended equipment against `items`, the live items); a wrong shape is `invalid`.
 */
export function parseHeroImport(
  data: unknown,
  modes: readonly ImportMode[] = [],
  items: readonly ImportItem[] = [],
): ParsedImport {
  const { entries, skipped } = parseImportEntries(data, modes, items);
  return { heroes: entries.map((entry) => entry.hero), skipped };
}

/** The same limits as the hero form, except that imported heroes may lack a description. */
export const importedHeroSchema = heroInputSchema.extend({
  description: trimmed(5000),
});

export interface ImportError {
  name: string;
  reason: string;
}

/**
 * A refused field as the file names it: a rating by its game mode's name (`ratings.Arena.reason`)
 * rather than by its place among the hero's ratings; a skill by its place from 1 and its name
 * (`Skill 2 (Blazing Arc) upgrade 1 level`); a recommended item by its name
 * (`recommendedEquipment.Dawn Edge`).
 */
function fieldName(
  path: readonly PropertyKey[],
  hero: HeroInput,
  modes: readonly ImportMode[],
  items: readonly ImportItem[],
) {
  const [key, index, ...rest] = path;
  if (key === 'recommendedEquipment' && typeof index === 'number') {
    const id = hero.recommendedEquipment[index];
    const name = items.find((item) => item.id === id)?.name ?? index;
    return ['recommendedEquipment', name, ...rest].map(String).join('.');
  }
  if (key === 'skills' && typeof index === 'number') {
    const [field, upgrade, part] = rest;
    const label = skillLabel(index, hero.skills[index]?.name.trim() ?? '');
    if (field === 'upgrades' && typeof upgrade === 'number') {
      return [label, `upgrade ${upgrade + 1}`, part].filter(Boolean).map(String).join(' ');
    }
    return [label, field].filter(Boolean).map(String).join(' ');
  }
  if (key === 'ratings' && typeof index === 'number') {
    const mode = hero.ratings[index]?.mode;
    const name = modes.find((live) => live.id === mode)?.name ?? mode ?? index;
    return ['ratings', name, ...rest].map(String).join('.');
  }
  return path.map(String).join('.');
}

/**
 * The hero within the limits, or the first reason it is not; `modes` (the live game modes) name
 * a refused rating, `items` (the live equipment items) a refused item.
 */
export function checkImportedHero(
  hero: HeroInput,
  modes: readonly ImportMode[] = [],
  items: readonly ImportItem[] = [],
): { hero: HeroInput } | { error: ImportError } {
  const result = importedHeroSchema.safeParse(hero);
  if (result.success) return { hero: result.data };
  const issue = result.error.issues[0];
  const field = issue && fieldName(issue.path, hero, modes, items);
  return {
    error: {
      name: hero.name,
      reason: issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Missing required fields',
    },
  };
}

/** What an import did: heroes created (`imported`), updated and left as they were. */
export interface ImportReport {
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  errors: ImportError[];
}

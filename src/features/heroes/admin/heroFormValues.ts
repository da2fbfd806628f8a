import {
  HERO_LABEL_KEYS,
  HERO_LIST_KEYS,
  STAT_KEYS,
  TALISMAN_SLOTS,
  emptyHeroInput,
  emptyHeroStats,
  type Hero,
  type HeroInput,
  type HeroLabelKey,
  type HeroListKey,
  type HeroStats,
} from '../../../domain/hero';
import { canonicalTier } from '../../../domain/heroTier';

/** What the hero form holds while an admin types: lists keep their blank slots. */
export interface HeroFormValues
  extends Record<HeroListKey, string[]>, Record<HeroLabelKey, string> {
  name: string;
  tier: string;
  description: string;
  stats: HeroStats;
  /** The guide editor's HTML, cleaned by the backend on save. */
  buildNotes: string;
}

/** A new hero starts with 4 talisman slots and one slot for each other list. */
export function emptyHeroForm(): HeroFormValues {
  return {
    name: '',
    tier: '',
    description: '',
    role: '',
    faction: '',
    rarity: '',
    buildNotes: '',
    stats: emptyHeroStats(),
    recommendedTalisman: Array.from({ length: TALISMAN_SLOTS }, () => ''),
    recommendedSpirit: [''],
    recommendedRune: [''],
    recommendedCodex: [''],
    recommendedPet: [''],
  };
}

/** An emptied list shows one blank entry. */
const withSlot = (list: readonly string[]) => (list.length ? [...list] : ['']);

/** A copy of a stored hero for editing (empty lists get their one blank slot). */
export function heroToForm(hero: HeroFormValues | Hero): HeroFormValues {
  const values: HeroFormValues = {
    name: hero.name,
    tier: hero.tier,
    description: hero.description,
    role: hero.role,
    faction: hero.faction,
    rarity: hero.rarity,
    buildNotes: hero.buildNotes,
    stats: { ...hero.stats },
    recommendedTalisman: [],
    recommendedSpirit: [],
    recommendedRune: [],
    recommendedCodex: [],
    recommendedPet: [],
  };
  for (const key of HERO_LIST_KEYS) values[key] = withSlot(hero[key]);
  return values;
}

export const addListEntry = (list: readonly string[]) => [...list, ''];

/** The minus button always removes the FIRST entry; an emptied list gets one blank. */
export const removeFirstListEntry = (list: readonly string[]) => withSlot(list.slice(1));

/** The write the form makes: values trimmed, blank list slots dropped. */
export function formToInput(values: HeroFormValues, imagePath: string): HeroInput {
  const input: HeroInput = {
    ...emptyHeroInput(),
    name: values.name.trim(),
    tier: canonicalTier(values.tier),
    description: values.description.trim(),
    buildNotes: values.buildNotes,
    imagePath,
  };
  for (const key of HERO_LABEL_KEYS) input[key] = values[key].trim();
  for (const key of STAT_KEYS) input.stats[key] = values.stats[key].trim();
  for (const key of HERO_LIST_KEYS) {
    input[key] = values[key].map((item) => item.trim()).filter((item) => item !== '');
  }
  return input;
}

/**
 * Field errors from the server keyed by the form's own names: an update nests the hero under
 * `hero.` and list items carry their index (`recommendedPet.2`), which the form shows by list.
 */
export function formFieldErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const parts = path.replace(/^hero\./, '').split('.');
    const key = parts[0] === 'stats' ? parts.slice(0, 2).join('.') : (parts[0] ?? path);
    result[key] ??= message;
  }
  return result;
}

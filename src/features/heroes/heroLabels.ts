import type { HeroLabelKey, HeroListKey } from '../../domain/hero';

export const LIST_LABELS: Record<HeroListKey, string> = {
  recommendedTalisman: 'Recommended Talisman',
  recommendedSpirit: 'Recommended Spirit',
  recommendedRune: 'Recommended Rune',
  recommendedCodex: 'Recommended Codex',
  recommendedPet: 'Recommended Pet',
};

/** Each label's name, on the hero page and as its filter's label. */
export const HERO_LABEL_NAMES: Record<HeroLabelKey, string> = {
  role: 'Role',
  faction: 'Faction',
  rarity: 'Rarity',
};

/** The "all" option of each label's filter. */
export const ALL_LABEL_VALUES: Record<HeroLabelKey, string> = {
  role: 'All Roles',
  faction: 'All Factions',
  rarity: 'All Rarities',
};

// One formatter for every row: building one per call costs more than the rest of a row. One
// locale and time zone wherever the page is rendered, so server HTML and hydration agree
// (docs/decisions.md#server-rendering).
const dateFormat = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A stored ISO time as a date (UTC; '' when it cannot be read). */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}

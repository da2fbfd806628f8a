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

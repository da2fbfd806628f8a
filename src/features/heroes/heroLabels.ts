import type { HeroListKey } from '../../domain/hero';

export const LIST_LABELS: Record<HeroListKey, string> = {
  recommendedTalisman: 'Recommended Talisman',
  recommendedSpirit: 'Recommended Spirit',
  recommendedRune: 'Recommended Rune',
  recommendedCodex: 'Recommended Codex',
  recommendedPet: 'Recommended Pet',
};

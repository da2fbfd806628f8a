import type { HeroListKey } from '../../domain/hero';

export const LIST_LABELS: Record<HeroListKey, string> = {
  recommendedTalisman: 'Recommended Talisman',
  recommendedSpirit: 'Recommended Spirit',
  recommendedRune: 'Recommended Rune',
  recommendedCodex: 'Recommended Codex',
  recommendedPet: 'Recommended Pet',
};

// One formatter for every row: building one per call costs more than the rest of a row.
const dateFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A stored ISO time as the reader's local date ('' when it cannot be read). */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}

import { statKnown, UNKNOWN_STAT } from '../domain/unknownStat';

/**
 * A hero's stat as readers see it, wherever stats are shown: its text, or "—" named "not known"
 * when the data does not know it (docs/product.md#unknown-stats).
 */
export function StatValue({ value }: { value: string }) {
  return statKnown(value) ? (
    <>{value}</>
  ) : (
    <span className="stat-unknown" title={UNKNOWN_STAT}>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{UNKNOWN_STAT}</span>
    </span>
  );
}

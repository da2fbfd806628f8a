import type { TierChange } from '../../domain/hero';
import { tierDirection } from '../../domain/tierChanges';
import { formatDate } from '../../ui/formatDate';
import { TierMove } from '../../ui/TierMove';

/** A hero's tier history as a small timeline, oldest change first (as stored). */
export function TierTimeline({ history }: { history: readonly TierChange[] }) {
  return (
    <ol className="tier-timeline" aria-label="Tier history">
      {history.map((change, index) => (
        <li key={index} className="tier-timeline__item">
          <time dateTime={change.at}>{formatDate(change.at)}</time>
          <TierMove
            from={change.from}
            to={change.to}
            direction={tierDirection(change.from, change.to)}
          />
        </li>
      ))}
    </ol>
  );
}

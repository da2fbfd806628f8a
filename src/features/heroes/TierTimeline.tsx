import type { GameMode } from '../../domain/gameMode';
import type { TierChange } from '../../domain/hero';
import { tierDirection } from '../../domain/tierChanges';
import { formatDate } from '../../ui/formatDate';
import { TierMove } from '../../ui/TierMove';

/**
 * A hero's tier history as a small timeline, oldest change first (as stored): the overall tier's
 * moves and each live game mode's, named; a mode in the trash hides its moves.
 */
export function TierTimeline({
  history,
  modes,
}: {
  history: readonly TierChange[];
  modes: readonly GameMode[];
}) {
  const shown = history.flatMap((change) => {
    if (change.mode === undefined) return [{ change, mode: 'Overall' }];
    const mode = modes.find((candidate) => candidate.id === change.mode);
    return mode ? [{ change, mode: mode.name }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ol className="tier-timeline" aria-label="Tier history">
      {shown.map(({ change, mode }, index) => (
        <li key={index} className="tier-timeline__item">
          <time dateTime={change.at}>{formatDate(change.at)}</time>
          <span className="tier-timeline__mode">{mode}</span>
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

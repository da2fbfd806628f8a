import { Link } from 'react-router';
import type { GameMode } from '../domain/gameMode';
import type { HeroTierChange, TierDirection } from '../domain/tierChanges';
import { paths } from '../domain/paths';

/** The arrow shown, and the word screen readers hear instead. */
const SHOWN_AND_SPOKEN: Record<TierDirection, [string, string]> = {
  up: ['▲', 'up'],
  down: ['▼', 'down'],
  same: ['→', 'moved'],
};

/** "S → Meta ▲": a tier change with its direction in words for screen readers, not symbol alone. */
export function TierMove({
  from,
  to,
  direction,
}: {
  from: string;
  to: string;
  direction: TierDirection;
}) {
  const [arrow, word] = SHOWN_AND_SPOKEN[direction];
  return (
    <span className={`tier-move tier-move--${direction}`}>
      {from} → {to} <span aria-hidden="true">{arrow}</span>
      <span className="visually-hidden">({word})</span>
    </span>
  );
}

/**
 * Tier changes as a list: each hero's name, linking to its page, the game mode the move was in
 * ("Overall" for the overall tier), and its move.
 */
export function TierChangeList({
  changes,
  modes,
}: {
  changes: readonly HeroTierChange[];
  modes: readonly GameMode[];
}) {
  return (
    <ul className="tier-changes__list">
      {changes.map((change, index) => (
        <li key={index} className="tier-changes__item">
          <Link to={paths.hero.href(change.heroId)}>{change.heroName}</Link>
          <span className="tier-changes__mode">
            {modes.find((mode) => mode.id === change.mode)?.name ?? 'Overall'}
          </span>
          <TierMove {...change} />
        </li>
      ))}
    </ul>
  );
}

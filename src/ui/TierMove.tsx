import type { TierDirection } from '../domain/tierChanges';

const ARROWS: Record<TierDirection, string> = { up: '▲', down: '▼', same: '→' };
const SPOKEN: Record<TierDirection, string> = { up: 'up', down: 'down', same: 'moved' };

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
  return (
    <span className={`tier-move tier-move--${direction}`}>
      {from} → {to} <span aria-hidden="true">{ARROWS[direction]}</span>
      <span className="visually-hidden">({SPOKEN[direction]})</span>
    </span>
  );
}

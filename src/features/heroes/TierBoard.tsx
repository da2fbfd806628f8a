import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GameMode } from '../../domain/gameMode';
import type { Hero } from '../../domain/hero';
import { notRatedIn } from '../../domain/heroRatings';
import type { TierLegend } from '../../domain/tierLegend';
import { tierBoardRows } from '../../domain/tierBoard';
import { HeroImage, THUMBNAIL_SIZE } from '../../ui/HeroImage';
import { RatingReason } from './RatingReason';
import { TierBadge } from './TierLegend';
import { paths } from '../../domain/paths';

interface TierBoardProps {
  /** The heroes the filter keeps, in tier order (the page shows the empty state when none). */
  matching: readonly Hero[];
  /** The game mode whose tiers the board shows; null for the overall tier. */
  mode: GameMode | null;
  /** In a mode, the heroes it does not rate: a row of their own, last. */
  unrated: readonly Hero[];
  legend: TierLegend;
  /** Admin controls for one hero (quick edit); absent for visitors. */
  renderActions?: ((hero: Hero) => ReactNode) | undefined;
}

function Portraits(
  props: Pick<TierBoardProps, 'mode' | 'renderActions'> & { heroes: readonly Hero[] },
) {
  const { heroes, mode, renderActions } = props;
  return (
    <ul className="tier-board__heroes portrait-grid">
      {heroes.map((hero) => (
        <li key={hero.id}>
          <Link to={paths.hero.href(hero.id)} className="tier-board__hero">
            <HeroImage src={hero.thumbnailUrl} alt="" name={hero.name} size={THUMBNAIL_SIZE} />
            {hero.name}
          </Link>
          {mode && <RatingReason ratings={hero.ratings} mode={mode} />}
          {renderActions?.(hero)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The tier board (docs/product.md#heroes): a row per tier, each a grid of linked portraits, in
 * the chosen game mode's tiers with each hero's reason under its portrait.
 */
export function TierBoard({ matching, mode, unrated, legend, renderActions }: TierBoardProps) {
  return (
    <div className="tier-board">
      {tierBoardRows(matching, mode?.id ?? null).map((row) => (
        <section key={row.tier} className="tier-board__row" data-testid="tier-row">
          <h2 className="tier-board__tier">
            <TierBadge tier={row.tier} legend={legend} />
          </h2>
          <Portraits heroes={row.heroes} mode={mode} renderActions={renderActions} />
        </section>
      ))}
      {mode && unrated.length > 0 && (
        <section className="tier-board__row tier-board__row--unrated" data-testid="unrated-row">
          <h2 className="tier-board__tier">{notRatedIn(mode.name)}</h2>
          <Portraits heroes={unrated} mode={null} renderActions={renderActions} />
        </section>
      )}
    </div>
  );
}

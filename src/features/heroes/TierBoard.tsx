import { Link } from 'react-router';
import type { Hero } from '../../domain/hero';
import { tierBoardRows } from '../../domain/tierBoard';
import { HeroImage } from './HeroImage';
import { THUMBNAIL_SIZE } from './HeroRow';
import { HeroesEmpty } from './HeroesEmpty';

interface TierBoardProps {
  hasHeroes: boolean;
  /** The heroes the filter keeps, in tier order. */
  matching: readonly Hero[];
}

/** The tier board (docs/product.md#heroes): a row per tier, each a grid of linked portraits. */
export function TierBoard({ hasHeroes, matching }: TierBoardProps) {
  if (matching.length === 0) return <HeroesEmpty hasHeroes={hasHeroes} />;
  return (
    <div className="tier-board">
      {tierBoardRows(matching).map((row) => (
        <section key={row.tier} className="tier-board__row" data-testid="tier-row">
          <h2 className="tier-board__tier">{row.tier}</h2>
          <ul className="tier-board__heroes">
            {row.heroes.map((hero) => (
              <li key={hero.id}>
                <Link to={`/heroes/${encodeURIComponent(hero.id)}`} className="tier-board__hero">
                  <HeroImage
                    src={hero.thumbnailUrl}
                    alt=""
                    name={hero.name}
                    size={THUMBNAIL_SIZE}
                  />
                  {hero.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

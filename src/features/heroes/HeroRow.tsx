import { memo, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { GameMode } from '../../domain/gameMode';
import type { Hero } from '../../domain/hero';
import { tierIn } from '../../domain/heroRatings';
import { HeroImage, THUMBNAIL_SIZE } from '../../ui/HeroImage';
import { formatDate } from '../../ui/formatDate';
import { lazyNamed } from '../../ui/lazyNamed';
import { Spinner } from '../../ui/Spinner';
import { RatingReason } from './RatingReason';

/**
 * A row's details are downloaded when a reader first opens one: rows start closed, also in the
 * server's HTML, so the list's first load carries none of them (docs/decisions.md#visitor-budget).
 */
const HeroDetails = lazyNamed(() => import('./HeroDetails'), 'HeroDetails');

interface HeroRowProps {
  hero: Hero;
  expanded: boolean;
  onToggle: (id: string) => void;
  /** The game mode whose tier the row shows, with the reason; null for the overall tier. */
  mode: GameMode | null;
  /** Whether the hero is picked for comparing; `pickFull`: as many heroes as can be are. */
  picked: boolean;
  pickFull: boolean;
  onPick: (id: string) => void;
  /** Admin controls for this hero (Edit, Delete); absent for visitors. */
  renderActions?: ((hero: Hero) => ReactNode) | undefined;
}

/** One expandable row of the tier list (docs/product.md#heroes). */
export const HeroRow = memo(function HeroRow({
  hero,
  expanded,
  onToggle,
  mode,
  picked,
  pickFull,
  onPick,
  renderActions,
}: HeroRowProps) {
  const tier = tierIn(hero, mode?.id ?? null);
  const detailsId = `hero-details-${hero.id}`;
  return (
    <li className="hero-row" data-testid="hero-row">
      <div className="hero-row__head">
        <button
          type="button"
          className="hero-row__toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => onToggle(hero.id)}
        >
          <HeroImage src={hero.thumbnailUrl} alt="" name={hero.name} size={THUMBNAIL_SIZE} />
          <span className="hero-row__text">
            <span className="hero-row__name">{hero.name}</span>
            {tier && <span className="hero-row__tier">Tier: {tier}</span>}
            <span className="hero-row__updated">Updated {formatDate(hero.updatedAt)}</span>
          </span>
        </button>
        <label className="hero-row__compare">
          <input
            type="checkbox"
            checked={picked}
            disabled={pickFull && !picked}
            onChange={() => onPick(hero.id)}
            aria-label={`Compare ${hero.name}`}
          />
          Compare
        </label>
        {renderActions?.(hero)}
      </div>
      {mode && <RatingReason ratings={hero.ratings} mode={mode} />}
      {expanded && (
        <div id={detailsId} className="hero-row__details">
          <Suspense fallback={<Spinner label="Loading details…" />}>
            <HeroDetails hero={hero} />
          </Suspense>
          <Link to={`/heroes/${encodeURIComponent(hero.id)}`} className="hero-row__link">
            Open hero page
          </Link>
        </div>
      )}
    </li>
  );
});

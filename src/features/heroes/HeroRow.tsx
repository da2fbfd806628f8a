import { memo, useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { GameMode } from '../../domain/gameMode';
import type { Hero } from '../../domain/hero';
import { tierIn } from '../../domain/heroRatings';
import { HeroImage, THUMBNAIL_SIZE } from '../../ui/HeroImage';
import { formatDate } from '../../ui/formatDate';
import { RatingReason } from './RatingReason';
import { RowDetails, wantRowDetails } from './RowDetails';
import { paths } from '../../domain/paths';

interface HeroRowProps {
  hero: Hero;
  /** Whether the reader has opened the row (kept by the list while the filter hides it). */
  expanded: boolean;
  onToggle: (id: string, open: boolean) => void;
  /** The game mode whose tier the row shows, with the reason; null for the overall tier. */
  mode: GameMode | null;
  /** Whether the hero is picked for comparing; `pickFull`: as many heroes as can be are. */
  picked: boolean;
  pickFull: boolean;
  onPick: (id: string) => void;
  /** Admin controls for this hero (Edit, Delete); absent for visitors. */
  renderActions?: ((hero: Hero) => ReactNode) | undefined;
}

/**
 * One row of the tier list (docs/product.md#heroes): a native disclosure, so a tap opens it in the
 * server's HTML before the page's JavaScript runs, and the keyboard reaches it. The browser keeps
 * whether it is open; `open` follows the reader's toggles (the `toggle` event), never the other
 * way, so React and the browser never disagree.
 */
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
  const disclosure = useRef<HTMLDetailsElement>(null);
  // A row the reader opened in the server's HTML, before the app ran (its toggle then reached no
  // one): the list learns it once the app runs, so a filter that hides and shows it keeps it open.
  useEffect(() => {
    if (disclosure.current?.open && !expanded) {
      wantRowDetails();
      onToggle(hero.id, true);
    }
    // Once, as the row first appears: later toggles come through onToggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <li className="hero-row" data-testid="hero-row">
      <details
        ref={disclosure}
        className="hero-row__disclosure"
        open={expanded}
        onToggle={(event) => {
          const { open } = event.currentTarget;
          if (open) wantRowDetails();
          onToggle(hero.id, open);
        }}
      >
        <summary className="hero-row__toggle">
          <HeroImage src={hero.thumbnailUrl} alt="" name={hero.name} size={THUMBNAIL_SIZE} />
          <span className="hero-row__text">
            <span className="hero-row__name">{hero.name}</span>
            {tier && <span className="hero-row__tier">Tier: {tier}</span>}
            <span className="hero-row__updated">Updated {formatDate(hero.updatedAt)}</span>
          </span>
        </summary>
        <div className="hero-row__details">
          <RowDetails hero={hero} />
          <Link to={paths.hero.href(hero.id)} className="hero-row__link">
            Open hero page
          </Link>
        </div>
      </details>
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
      {renderActions && <div className="hero-row__actions">{renderActions(hero)}</div>}
      {mode && <RatingReason ratings={hero.ratings} mode={mode} />}
    </li>
  );
});

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useBackend } from '../../backend';
import { heroListQuery } from '../../data/heroListQuery';
import { latestTierChanges } from '../../domain/tierChanges';
import { TierChangeList } from '../../ui/TierMove';
import { useGameModes } from '../../data/gameModesQuery';
import { paths } from '../../domain/paths';

const SHOWN = 5;

/**
 * The home page's latest tier changes, each naming its mode, with a link to all of them and one
 * to each game mode's (docs/product.md#home).
 */
export function LatestTierChanges() {
  const heroes = useQuery(heroListQuery(useBackend()));
  const modes = useGameModes();
  const changes = latestTierChanges(
    heroes.data ?? [],
    SHOWN,
    modes.map((mode) => mode.id),
  );
  if (changes.length === 0) return null;
  return (
    <section className="home__section" aria-labelledby="latest-tier-changes">
      <h2 id="latest-tier-changes">Latest tier changes</h2>
      <TierChangeList changes={changes} modes={modes} />
      <p className="home__tier-links">
        <Link to={paths.tierChanges.href()}>All tier changes</Link>
        {/* Each game mode's changes alone, on the changelog filtered by it. */}
        {modes.map((mode) => (
          <Link key={mode.id} to={paths.tierChanges.href({ mode: mode.id })}>
            {mode.name}
          </Link>
        ))}
      </p>
    </section>
  );
}

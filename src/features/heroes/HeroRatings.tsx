import { Link } from 'react-router';
import type { Hero } from '../../domain/hero';
import { ratingsInModes } from '../../domain/heroRatings';
import { useGameModes } from '../../data/gameModesQuery';
import { paths } from '../../domain/paths';

/** A hero's tier and reason in each live game mode it is rated in, each mode linking to its list. */
export function HeroRatings({ hero }: { hero: Hero }) {
  const rows = ratingsInModes(hero.ratings, useGameModes());
  if (rows.length === 0) return null;
  return (
    <section className="hero-ratings__section">
      <h2>Ratings by game mode</h2>
      <table className="table hero-ratings">
        <thead>
          <tr>
            <th scope="col">Mode</th>
            <th scope="col">Tier</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ mode, rating }) => (
            <tr key={mode.id}>
              <th scope="row">
                <Link to={paths.heroes.href({ mode: mode.id })}>{mode.name}</Link>
              </th>
              <td>{rating.tier}</td>
              <td>{rating.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import { Fragment, useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HERO_LIST_KEYS, STAT_KEYS, type Hero } from '../../domain/hero';
import { COMPARE_MAX, compareIds, compareTitle } from '../../domain/heroCompare';
import { ratingIn } from '../../domain/heroRatings';
import { useGameModes } from '../../data/gameModesQuery';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { HeroImage, THUMBNAIL_SIZE } from '../../ui/HeroImage';
import { useHeroes } from './api/heroQueries';
import { LIST_LABELS } from './heroLabels';
import './heroes.css';
import { StatValue } from '../../ui/StatValue';
import { paths } from '../../domain/paths';

/** A row of the table: what it shows, and each hero's cell. */
function Row({
  label,
  heroes,
  cell,
}: {
  label: string;
  heroes: Hero[];
  cell: (hero: Hero) => ReactNode;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {heroes.map((hero) => (
        <td key={hero.id}>{cell(hero)}</td>
      ))}
    </tr>
  );
}

/**
 * `/heroes/compare?ids=a,b`: up to COMPARE_MAX heroes side by side (docs/product.md#compare-heroes):
 * portraits, overall and per-mode tiers with reasons, stats and recommendations. Adding a hero is
 * a form and removing one a link, so both work before the page's JavaScript runs. The table
 * scrolls on its own on a narrow screen, and the keyboard reaches it.
 */
export function HeroComparePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const all = useHeroes();
  const modes = useGameModes();
  const heroOf = (id: string) => all.data?.find((hero) => hero.id === id);
  const ids = compareIds(params.get('ids'), params.get('add'), (id) => heroOf(id) !== undefined);
  const heroes = ids.flatMap((id) => heroOf(id) ?? []);
  usePageTitle(compareTitle(heroes));

  // The form's `add` becomes part of `ids`, so the address names the heroes shown.
  const added = params.get('add');
  const loaded = all.data !== undefined;
  useEffect(() => {
    if (added !== null && loaded) void navigate(paths.heroCompare.href(ids), { replace: true });
  }, [added, loaded, ids, navigate]);

  if (all.isPending) return <Spinner label="Loading heroes…" />;
  if (all.isError) return <LoadError summary="Failed to load heroes" query={all} />;
  const others = all.data.filter((hero) => !ids.includes(hero.id));
  const without = (id: string) => ids.filter((other) => other !== id);

  return (
    <section className="page hero-compare">
      <Link to={paths.heroes.href()} className="button button--secondary page__back">
        Back to Heroes
      </Link>
      <h1>Compare heroes</h1>
      {heroes.length < COMPARE_MAX ? (
        <form className="hero-compare__add" method="get" action="">
          <input type="hidden" name="ids" value={ids.join(',')} />
          <label htmlFor="compare-add">Add a hero</label>
          <select id="compare-add" name="add" required defaultValue="">
            <option value="" disabled>
              Choose a hero
            </option>
            {others.map((hero) => (
              <option key={hero.id} value={hero.id}>
                {hero.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            Add
          </button>
        </form>
      ) : (
        <p className="page__lead">Compare up to {COMPARE_MAX} heroes at a time.</p>
      )}
      {heroes.length === 0 ? (
        <p className="heroes__empty">No heroes chosen yet: add one above.</p>
      ) : (
        <div className="hero-stats" role="region" aria-label="Comparison" tabIndex={0}>
          <table className="table hero-stats__table hero-compare__table">
            <thead>
              <tr>
                <td />
                {heroes.map((hero) => (
                  <th key={hero.id} scope="col">
                    <Link to={paths.hero.href(hero.id)} className="hero-compare__hero">
                      <HeroImage
                        src={hero.thumbnailUrl}
                        alt=""
                        name={hero.name}
                        size={THUMBNAIL_SIZE}
                      />
                      {hero.name}
                    </Link>
                    <Link
                      to={paths.heroCompare.href(without(hero.id))}
                      replace
                      className="hero-compare__remove"
                      aria-label={`Remove ${hero.name}`}
                    >
                      Remove
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <Row label="Overall tier" heroes={heroes} cell={(hero) => hero.tier} />
              {modes.map((mode) => (
                <Row
                  key={mode.id}
                  label={mode.name}
                  heroes={heroes}
                  cell={(hero) => {
                    const rating = ratingIn(hero.ratings, mode.id);
                    if (!rating) return '—';
                    return (
                      <>
                        <strong>{rating.tier}</strong>
                        {rating.reason && <p className="hero-compare__reason">{rating.reason}</p>}
                      </>
                    );
                  }}
                />
              ))}
              {STAT_KEYS.map((key) => (
                <Row
                  key={key}
                  label={key}
                  heroes={heroes}
                  cell={(hero) => <StatValue value={hero.stats[key]} />}
                />
              ))}
              {HERO_LIST_KEYS.map((key) => (
                <Row
                  key={key}
                  label={LIST_LABELS[key]}
                  heroes={heroes}
                  cell={(hero) =>
                    hero[key].length
                      ? hero[key].map((item, index) => (
                          <Fragment key={index}>
                            {index > 0 && <br />}
                            {item}
                          </Fragment>
                        ))
                      : '—'
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

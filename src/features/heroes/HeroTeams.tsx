import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useBackend } from '../../backend';
import type { Hero } from '../../domain/hero';
import { filterTeams, pairsWellWith, REMOVED_MODE, sortTeams } from '../../domain/team';
import { useGameModes } from '../../data/gameModesQuery';
import { HeroImage, THUMBNAIL_SIZE } from '../../ui/HeroImage';
import { heroListQuery } from '../../data/heroListQuery';
import { useTeams } from '../../data/teamsQuery';
import { paths } from '../../domain/paths';
import './heroTeams.css';

/**
 * The teams a hero is in (as a member or a substitute), and the heroes it is most often a member
 * with: "Pairs well with" (docs/product.md#hero-page). Nothing when it is in no team. The heroes'
 * list is read only then, as the server's render does (src/app/publicPages.ts).
 */
export function HeroTeams({ hero }: { hero: Hero }) {
  const backend = useBackend();
  const modes = useGameModes();
  const teams = sortTeams(filterTeams(useTeams().data ?? [], { hero: hero.id }));
  const heroes = useQuery({ ...heroListQuery(backend), enabled: teams.length > 0 }).data;
  if (!teams.length) return null;

  const heroOf = new Map(heroes?.map((other) => [other.id, other]));
  const nameOf = (id: string) => heroOf.get(id)?.name ?? '';
  const pairs = pairsWellWith(hero.id, teams, new Set(heroOf.keys()), (a, b) =>
    nameOf(a).localeCompare(nameOf(b)),
  );
  return (
    <section className="hero-teams" aria-labelledby="hero-teams">
      <h2 id="hero-teams">Teams</h2>
      <ul className="hero-teams__list">
        {teams.map((team) => (
          <li key={team.id}>
            <Link to={paths.team.href(team.id)}>{team.name}</Link>{' '}
            <span className="hero-teams__mode">
              {modes.find((mode) => mode.id === team.mode)?.name ?? REMOVED_MODE}
              {!team.members.some((member) => member.hero === hero.id) && ' · as a substitute'}
            </span>
          </li>
        ))}
      </ul>
      <p className="hero-teams__all">
        <Link to={paths.teams.href({ hero: hero.id })}>All teams with {hero.name}</Link>
      </p>
      {pairs.length > 0 && (
        <>
          <h3>Pairs well with</h3>
          <ul className="hero-pairs portrait-grid">
            {pairs.map((pair) => (
              <li key={pair.hero} className="hero-pairs__item">
                <Link to={paths.hero.href(pair.hero)} className="hero-pairs__hero">
                  <HeroImage
                    src={heroOf.get(pair.hero)?.thumbnailUrl ?? ''}
                    alt=""
                    name={nameOf(pair.hero)}
                    size={THUMBNAIL_SIZE}
                  />
                  {nameOf(pair.hero)}
                </Link>
                <span className="hero-pairs__count">
                  in {pair.teams} {pair.teams === 1 ? 'team' : 'teams'}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

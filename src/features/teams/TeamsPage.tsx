import { Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useIsAdmin } from '../../backend/useAuth';
import { filterTeams, sortTeams } from '../../domain/team';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { lazyAdminPart } from '../../ui/lazyNamed';
import { useTeams } from '../../data/teamsQuery';
import { usePageTitle } from '../../ui/usePageTitle';
import { TeamCard } from './TeamCard';
import { TeamFilters } from './TeamFilters';
import { combinedRead, useTeamNames } from './useTeamNames';
import './teams.css';

/** The page's title, in the tab and in its head on the server (src/app/serverParts.ts). */
export const TEAMS_TITLE = 'Teams';

// Admin-only: "Add team" and its form, downloaded once an admin is signed in.
const TeamsAdminTools = lazyAdminPart(() => import('./admin/TeamsAdminTools'), 'TeamsAdminTools');

export const NO_TEAMS = 'No teams yet.';
export const NO_TEAM_MATCHES = 'No team matches these filters.';

/** `/teams`: every team, in list order, filtered by game mode and hero (docs/product.md#teams). */
export function TeamsPage() {
  usePageTitle(TEAMS_TITLE);
  const isAdmin = useIsAdmin();
  const teams = useTeams();
  const { reads, heroes, liveIds, modes } = useTeamNames();
  const read = combinedRead([teams, ...reads]);
  const [params] = useSearchParams();
  // A mode no longer live (or mistyped in a link) shows every mode, as the tier list does.
  const mode = modes.find((candidate) => candidate.id === params.get('mode'))?.id ?? '';
  const hero = params.get('hero') ?? '';
  const all = teams.data;
  const shown = useMemo(() => sortTeams(filterTeams(all ?? [], { mode, hero })), [all, mode, hero]);
  const heroList = useMemo(() => [...heroes.values()], [heroes]);

  return (
    <section className="page teams">
      <h1>{TEAMS_TITLE}</h1>
      <p className="page__lead">
        Heroes that work well together in each game mode: who plays, what each one does there, and
        who can stand in.
      </p>
      {isAdmin && (
        <Suspense fallback={null}>
          <TeamsAdminTools />
        </Suspense>
      )}
      <TeamFilters modes={modes} mode={mode} heroes={heroList} hero={hero} />
      {read.isPending ? (
        <Spinner label="Loading teams…" />
      ) : read.isError ? (
        <LoadError summary="Failed to load teams" query={read} />
      ) : !all?.length ? (
        <p className="teams__empty">{NO_TEAMS}</p>
      ) : !shown.length ? (
        <p className="teams__empty">{NO_TEAM_MATCHES}</p>
      ) : (
        <ul className="teams__list" aria-label="Teams">
          {shown.map((team) => (
            <li key={team.id}>
              <TeamCard
                team={team}
                heroes={heroes}
                liveIds={liveIds}
                modes={modes}
                isAdmin={isAdmin}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

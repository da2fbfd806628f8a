import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useIsAdmin } from '../../backend/useAuth';
import { isBackendError } from '../../domain/errors';
import { REMOVED_MODE, teamTitle, type Team } from '../../domain/team';
import { GuideContent } from '../../ui/guideHtml/GuideContent';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { lazyAdminPart } from '../../ui/lazyNamed';
import { useTeam } from '../../data/teamsQuery';
import { usePageTitle } from '../../ui/usePageTitle';
import { TeamMembers, TeamTags } from './TeamMembers';
import { combinedRead, useTeamNames } from './useTeamNames';
import { paths } from '../../domain/paths';
import './teams.css';

/** The page's title when its record does not exist, in the tab and in its head on the server. */
export const TEAM_NOT_FOUND = 'Team not found';

// Admin-only code: fetched once an admin is signed in, never by visitors.
const TeamPageActions = lazyAdminPart(() => import('./admin/TeamPageActions'), 'TeamPageActions');
const GoneHeroNotice = lazyAdminPart(() => import('./admin/GoneHeroNotice'), 'GoneHeroNotice');

function BackToTeams() {
  return (
    <Link to={paths.teams.href()} className="button button--secondary page__back">
      Back to Teams
    </Link>
  );
}

function TeamArticle({ team }: { team: Team }) {
  const isAdmin = useIsAdmin();
  const { heroes, liveIds, modes } = useTeamNames();
  const mode = modes.find((candidate) => candidate.id === team.mode);
  return (
    <article className="page team-page">
      <BackToTeams />
      <h1>{team.name}</h1>
      <p className="team-page__mode">
        Game mode:{' '}
        {mode ? <Link to={paths.teams.href({ mode: mode.id })}>{mode.name}</Link> : REMOVED_MODE}
      </p>
      <TeamTags tags={team.tags} />
      {isAdmin && (
        <Suspense fallback={null}>
          <GoneHeroNotice team={team} liveIds={liveIds} />
          <TeamPageActions team={team} />
        </Suspense>
      )}
      <h2>Members</h2>
      <TeamMembers members={team.members} heroes={heroes} withSubstitutes />
      {team.notes && (
        <section className="team-page__notes" aria-labelledby="team-notes">
          <h2 id="team-notes">Notes</h2>
          <GuideContent html={team.notes} />
        </section>
      )}
    </article>
  );
}

/** `/teams/:id`: one team with its members, their substitutes and the notes (docs/product.md#teams). */
export function TeamPage() {
  const { id = '' } = useParams();
  const team = useTeam(id);
  const { reads } = useTeamNames();
  const read = combinedRead([team, ...reads]);
  const missing = isBackendError(team.error, 'not-found');
  usePageTitle(missing ? TEAM_NOT_FOUND : team.data ? teamTitle(team.data) : 'Team');

  if (missing) {
    return (
      <section className="page">
        <h1>{TEAM_NOT_FOUND}</h1>
        <p className="page__lead">
          There is no team at this address. It may have been deleted or the link is incomplete.
        </p>
        <BackToTeams />
      </section>
    );
  }
  if (read.isPending) return <Spinner label="Loading team…" />;
  if (read.isError || !team.data) {
    return (
      <section className="page">
        <BackToTeams />
        <h1>Team</h1>
        <LoadError summary="Failed to load this team" query={read} />
      </section>
    );
  }
  return <TeamArticle team={team.data} />;
}

import { Suspense } from 'react';
import { Link } from 'react-router';
import type { GameMode } from '../../domain/gameMode';
import type { Team } from '../../domain/team';
import { lazyAdminPart } from '../../ui/lazyNamed';
import { TeamMembers, TeamTags, type LiveHeroes } from './TeamMembers';
import { modeName } from './useTeamNames';
import { paths } from '../../domain/paths';

// Admin-only: reads the trash, which visitors cannot.
const GoneHeroNotice = lazyAdminPart(() => import('./admin/GoneHeroNotice'), 'GoneHeroNotice');

interface TeamCardProps {
  team: Team;
  heroes: LiveHeroes;
  liveIds: ReadonlySet<string>;
  modes: readonly GameMode[];
  isAdmin: boolean;
}

/** One team of the list: its name linking to its page, its mode, tags and members. */
export function TeamCard({ team, heroes, liveIds, modes, isAdmin }: TeamCardProps) {
  return (
    <article className="team-card">
      <h2 className="team-card__name">
        <Link to={paths.team.href(team.id)}>{team.name}</Link>
      </h2>
      <p className="team-card__mode">
        <span className="visually-hidden">Game mode: </span>
        {modeName(modes, team.mode)}
      </p>
      <TeamTags tags={team.tags} />
      <TeamMembers members={team.members} heroes={heroes} />
      {isAdmin && (
        <Suspense fallback={null}>
          <GoneHeroNotice team={team} liveIds={liveIds} />
        </Suspense>
      )}
    </article>
  );
}

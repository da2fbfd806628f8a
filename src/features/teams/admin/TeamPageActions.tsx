import { useMutation } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import { contentOfRecord } from '../../../domain/history';
import type { Team } from '../../../domain/team';
import { RecordPageActions } from '../../../data/RecordPageActions';
import { teamMutations } from '../api/teamMutations';
import { TeamForm } from './TeamForm';
import { paths } from '../../../domain/paths';

/**
 * Edit, Delete (to the trash) and History on a team's own page (admins only; loaded lazily);
 * after a delete, back to the list the team is gone from.
 */
export function TeamPageActions({ team }: { team: Team }) {
  const deleteTeam = useMutation(teamMutations(useBackend()).remove);
  return (
    <RecordPageActions
      frameClassName="team-page__admin"
      className="team-actions"
      collection="teams"
      record={team}
      name={team.name}
      content={contentOfRecord('teams', team)}
      remove={deleteTeam.mutateAsync}
      deleting={deleteTeam.isPending}
      noun="team"
      question={`Delete the team ${team.name}? It is moved to the trash.`}
      listPath={paths.teams.href()}
      form={(close) => <TeamForm key={team.id} team={team} cancellable onClose={close} />}
    />
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBackend } from '../../../backend';
import { contentOfRecord } from '../../../domain/history';
import type { Team } from '../../../domain/team';
import { RecordActions } from '../../../data/RecordActions';
import { teamMutations } from '../api/teamMutations';
import { TeamForm } from './TeamForm';
import { paths } from '../../../domain/paths';

/**
 * Edit, Delete (to the trash) and History on a team's own page (admins only; loaded lazily);
 * after a delete, back to the list the team is gone from.
 */
export function TeamPageActions({ team }: { team: Team }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const deleteTeam = useMutation(teamMutations(useBackend()).remove);

  return (
    <div className="team-page__admin">
      <RecordActions
        collection="teams"
        record={team}
        name={team.name}
        content={contentOfRecord('teams', team)}
        onEdit={() => setEditing((open) => !open)}
        remove={deleteTeam.mutateAsync}
        deleting={deleteTeam.isPending}
        deleteTexts={{
          question: `Delete the team ${team.name}? It is moved to the trash.`,
          deleted: `Team ${team.name} moved to the trash.`,
          failed: 'Failed to delete the team',
        }}
        afterDelete={() => navigate(paths.teams.href(), { replace: true })}
        className="team-actions"
      />
      {editing && (
        <TeamForm key={team.id} team={team} cancellable onClose={() => setEditing(false)} />
      )}
    </div>
  );
}

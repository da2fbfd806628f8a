import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBackend } from '../../../backend';
import { contentOfRecord } from '../../../domain/history';
import type { Team } from '../../../domain/team';
import { EditDeleteButtons } from '../../../ui/EditDeleteButtons';
import { HistoryButton } from '../../../data/history/HistoryButton';
import { useConfirmedDelete } from '../../../ui/useConfirmedDelete';
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
  const confirmedDelete = useConfirmedDelete();

  const handleDelete = () =>
    confirmedDelete({
      question: `Delete the team ${team.name}? It is moved to the trash.`,
      remove: async () => {
        await deleteTeam.mutateAsync(team.id);
        await navigate(paths.teams.href(), { replace: true });
      },
      deleted: `Team ${team.name} moved to the trash.`,
      failed: 'Failed to delete the team',
    });

  return (
    <div className="team-page__admin">
      <EditDeleteButtons
        name={team.name}
        onEdit={() => setEditing((open) => !open)}
        onDelete={() => void handleDelete()}
        deleting={deleteTeam.isPending}
        className="team-actions"
      >
        <HistoryButton
          collection="teams"
          itemId={team.id}
          name={team.name}
          current={{ version: team.version, content: contentOfRecord('teams', team) }}
        />
      </EditDeleteButtons>
      {editing && (
        <TeamForm key={team.id} team={team} cancellable onClose={() => setEditing(false)} />
      )}
    </div>
  );
}

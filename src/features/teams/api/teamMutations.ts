import type { Backend } from '../../../backend';
import { editMutations } from '../../../ui/editMutations';
import { teamKeys } from '../../../ui/teamsQuery';

/** The admin's team writes; each refetches every team query (the list, each team's page). */
export const teamMutations = (backend: Backend) => editMutations(backend.teams, teamKeys.all);

import type { Backend } from '../../../backend';
import { editMutations } from '../../../data/editMutations';
import { teamKeys } from '../../../data/teamsQuery';

/** The admin's team writes; each refetches every team query (the list, each team's page). */
export const teamMutations = (backend: Backend) => editMutations(backend.teams, teamKeys.all);

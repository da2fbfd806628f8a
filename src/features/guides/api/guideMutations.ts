import type { Backend } from '../../../backend';
import { editMutations } from '../../../data/editMutations';
import { guideKeys } from './guideQueries';

/** The admin's guide writes; each refetches every guide query once it succeeds. */
export const guideMutations = (backend: Backend) => editMutations(backend.guides, guideKeys.all);

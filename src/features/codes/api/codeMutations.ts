import type { Backend } from '../../../backend';
import { editMutations } from '../../../data/editMutations';
import { codeKeys } from './codeQueries';

/** The admin's code writes; each refetches the codes list once it succeeds. */
export const codeMutations = (backend: Backend) => editMutations(backend.codes, codeKeys.all);

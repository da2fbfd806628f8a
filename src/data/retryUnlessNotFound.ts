import { isBackendError } from '../domain/errors';

/** Retry a read once, except a missing item: asking again only delays the not-found page. */
export const retryUnlessNotFound = (failures: number, error: unknown) =>
  !isBackendError(error, 'not-found') && failures < 1;

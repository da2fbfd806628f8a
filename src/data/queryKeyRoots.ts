import type { ContentCollection } from '../domain/kinds';

/**
 * The first element of every query key: each kind of data the SPA caches has one (each content
 * collection of src/domain/kinds.ts, and the admins' own data), and all its
 * queries live under it, so invalidating the root refreshes every list and page of that kind.
 * Settings are one root for the guild table and the site settings alike. Every key factory starts
 * from here, and history refreshes the root of whatever a restore changed: a root spelled wrong
 * anywhere fails the type check instead of quietly refreshing nothing.
 */
export type QueryKeyRoot = ContentCollection | 'account' | 'backups' | 'files' | 'history';

/** The key all of `root`'s queries start with. */
export const queryKeyRoot = <Root extends QueryKeyRoot>(root: Root) => [root] as const;

/**
 * The first element of every query key: each kind of data the SPA caches has one, and all its
 * queries live under it, so invalidating the root refreshes every list and page of that kind.
 * Settings are one root for the guild table and the site settings alike. Every key factory starts
 * from here, and history refreshes the root of whatever a restore changed: a root spelled wrong
 * anywhere fails the type check instead of quietly refreshing nothing.
 */
export type QueryKeyRoot =
  | 'account'
  | 'backups'
  | 'codes'
  | 'equipment'
  | 'files'
  | 'guides'
  | 'heroes'
  | 'history'
  | 'media'
  | 'modes'
  | 'settings'
  | 'teams';

/** The key all of `root`'s queries start with. */
export const queryKeyRoot = <Root extends QueryKeyRoot>(root: Root) => [root] as const;

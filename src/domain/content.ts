/**
 * What public pages and answers are made of. A write to one of them changes every page and
 * answer read from it (docs/decisions.md#response-cache).
 */
export const CONTENT_COLLECTIONS = [
  'heroes',
  'codes',
  'guides',
  'settings',
  'media',
  'modes',
  'equipment',
] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

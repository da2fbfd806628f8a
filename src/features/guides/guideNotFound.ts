/**
 * A guide page's title when its guide does not exist: the page shows it, and the server's head
 * names it (src/app/serverParts.ts). A module apart, so the page's lazily loaded module exports
 * nothing but the page (docs/decisions.md#visitor-budget).
 */
export const GUIDE_NOT_FOUND = 'Guide not found';

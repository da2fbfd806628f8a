/**
 * Where `vite build` puts what only the server reads, inside the build folder: dot-folders,
 * never served to browsers (server/http/spa.ts) nor deployed by Firebase Hosting.
 */
export const SSR_DIR = '.ssr';
export const SSR_ENTRY = `${SSR_DIR}/entry-server.js`;
export const MANIFEST_FILE = '.vite/manifest.json';
/**
 * The server compiled to JavaScript, with the files it starts a new database from
 * (scripts/buildServer.ts); `npm start` runs SERVER_MAIN.
 */
export const SERVER_DIR = '.server';
export const SERVER_MAIN = `${SERVER_DIR}/main.js`;
/**
 * The share card of every page without an image of its own (a hero's portrait, a guide's first
 * image), made at build time (scripts/siteCard.ts) at the root of the build.
 */
export const SITE_CARD_FILE = 'site-card.png';

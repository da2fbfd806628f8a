/**
 * Where `vite build` puts what only the server reads, inside the build folder: dot-folders,
 * never served to browsers (server/http/spa.ts) nor deployed by Firebase Hosting.
 */
export const SSR_DIR = '.ssr';
export const SSR_ENTRY = `${SSR_DIR}/entry-server.js`;
export const MANIFEST_FILE = '.vite/manifest.json';

import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { normalizeBasePath } from './src/domain/basePath.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { robotsTxtPlugin } from './scripts/robotsTxt.ts';

// The dev server forwards data and file requests to our Fastify server so the SPA sees one origin,
// exactly as in production (session cookies are SameSite=Strict).
const SERVER = 'http://127.0.0.1:3000';

const FIREBASE_REQUIRED = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
];

/**
 * One warning line for a Firebase build missing part of its config (from .env files or the
 * environment). The build still succeeds: the site then says Firebase is not configured.
 */
function firebaseConfigWarning(): Plugin {
  return {
    name: 'firebase-config-warning',
    configResolved({ env }) {
      if (env.VITE_BACKEND !== 'firebase') return;
      const missing = FIREBASE_REQUIRED.filter((name) => !String(env[name] ?? '').trim());
      if (missing.length) {
        console.warn(
          `Warning: VITE_BACKEND=firebase but ${missing.join(', ')} not set (see .env.example): the site will say Firebase is not configured.`,
        );
      }
    },
  };
}

export default defineConfig({
  base: normalizeBasePath(process.env.BASE_PATH),
  plugins: [react(), firebaseConfigWarning(), robotsTxtPlugin(), precompressPlugin()],
  build: {
    outDir: process.env.OUT_DIR || 'dist',
    // The bundle tests read it to know which chunks a visitor loads at start-up.
    manifest: process.env.BUILD_MANIFEST === 'true',
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/files': SERVER,
    },
  },
});

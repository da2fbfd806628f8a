import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** BASE_PATH may be written as "guide", "/guide" or "/guide/"; Vite and the router need "/guide/". */
export function normalizeBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

// The dev server forwards data and file requests to our Fastify server so the SPA sees one origin,
// exactly as in production (session cookies are SameSite=Strict).
const SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  base: normalizeBasePath(process.env.BASE_PATH),
  plugins: [react()],
  build: {
    outDir: process.env.OUT_DIR || 'dist',
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/files': SERVER,
    },
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { normalizeBasePath } from './src/domain/basePath.ts';
import { buildStamp, writeBuildStamp } from './scripts/buildStamp.ts';
import { firebasePagesPlugin } from './scripts/firebasePages.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { robotsTxtPlugin } from './scripts/robotsTxt.ts';
import { siteCardPlugin } from './scripts/siteCard.ts';
import { SSR_DIR } from './server/render/buildLayout.ts';

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

/**
 * `#backend-adapter` is the adapter VITE_BACKEND names (src/backend/index.ts): each build holds
 * only its own. The variable comes from the environment or the .env files, as everywhere in Vite.
 */
function backendAdapter(): Plugin {
  return {
    name: 'backend-adapter',
    config(_config, { mode }) {
      const backend =
        loadEnv(mode, process.cwd(), 'VITE_').VITE_BACKEND === 'firebase' ? 'firebase' : 'http';
      const adapter = fileURLToPath(
        new URL(`./src/backend/${backend}/adapter.ts`, import.meta.url),
      );
      return { resolve: { alias: { '#backend-adapter': adapter } } };
    },
  };
}

const outDir = process.env.OUT_DIR || 'dist';

/** The libraries and modules every page runs (see `codeSplitting` below). */
const CORE_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/;
// Tiny modules many pages share go in too: apart, each would be a chunk of its own, and a request.
const CORE_SOURCES =
  /src[\\/](backend[\\/]http[\\/]client|domain[\\/](errors|hero|tierLegend)|ui[\\/](formatDate|LoadError)|data[\\/](queryKeyRoots|retryUnlessNotFound|heroListQuery|gameModesQuery|siteSettingsQuery))\.tsx?$/;

/** The teams' rules and queries, which the team pages and the hero page share. */
const TEAM_SOURCES = /src[\\/](domain[\\/]team|data[\\/]teamsQuery)\.ts$/;

const HERO_PAGE_SOURCES =
  /src[\\/](domain[\\/](heroFilter|heroRatings|heroCompare|heroPortrait|unknownStat)|ui[\\/](HeroImage|ParamLinks|StatValue)|features[\\/]heroes[\\/](heroLabels|RatingReason|api[\\/]heroQueries))\.tsx?$/;

const EQUIPMENT_PAGE_SOURCES =
  /src[\\/](domain[\\/]equipment|features[\\/]equipment[\\/]EquipmentImage)\.tsx?$/;

/**
 * The Firebase build's first load: the adapter and the small modules it shares with lazily loaded
 * parts (the writes, teams, equipment, history) and pages: the reads of the records' documents,
 * the record APIs the lazy parts build on, their rules of the domain. Apart, each was a chunk of
 * its own, and their overhead put the first load past its budget (tests/build/firebaseBundle.test.ts);
 * every one of them is in that first load anyway. What only the lazy parts run (the writes, the
 * kinds' table, history's rules) stays out of it.
 */
const FIREBASE_FIRST_LOAD_SOURCES =
  /src[\\/](domain[\\/](validation|codeStatus|media|siteSettings|tierLegend|gameMode|guildTable|storedSkills|objectFromKeys|recordFields)|backend[\\/]firebase[\\/](errors|lazyModule|converters|documents|adminGuard|recordDocs|recordReads|recordApi|codes|guides|modes|heroDocReads|settingsDocs|mediaDocs|backups))\.ts$/;
const FIREBASE_BUILD =
  (process.env.VITE_BACKEND ?? loadEnv('production', process.cwd(), 'VITE_').VITE_BACKEND) ===
  'firebase';

/** The client's build-time extras; the server-rendering bundle needs none of them. */
const clientOnly = (plugin: Plugin): Plugin => ({
  ...plugin,
  applyToEnvironment: (environment) => environment.name === 'client',
});

export default defineConfig({
  base: normalizeBasePath(process.env.BASE_PATH),
  plugins: [
    react(),
    backendAdapter(),
    firebaseConfigWarning(),
    clientOnly(robotsTxtPlugin()),
    clientOnly(siteCardPlugin()),
    clientOnly(precompressPlugin()),
    // After both builds: a Firebase build's static routes as HTML files of their own.
    firebasePagesPlugin(),
  ],
  // `vite build` builds the browser's bundle into outDir, then the bundle the server renders
  // pages with into outDir/SSR_DIR (docs/decisions.md#server-rendering). The server reads the
  // client's manifest to preload each page's chunk and styles.
  // Then the server compiled to JavaScript into outDir/.server/, with the files it starts a new
  // database from (docs/decisions.md#the-server-compiled-to-javascript); imported here only, so
  // the dev server never loads the database. A Firebase build has no server of ours.
  // Last, the stamp of the sources it was made from (taken before, in case one changes meanwhile):
  // `npm start` rebuilds only when they changed (docs/decisions.md#start-builds-when-needed).
  builder: {
    async buildApp(builder) {
      const stamp = buildStamp(process.cwd(), process.env);
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
      if (!FIREBASE_BUILD) {
        const { buildServer } = await import('./scripts/buildServer.ts');
        await buildServer(process.cwd(), outDir);
      }
      writeBuildStamp(outDir, stamp);
    },
  },
  // One stylesheet for the whole site (about 8 KB gzip): a page then waits for one render-blocking
  // request, not two, and parts loaded later (an admin's controls) are styled from the start.
  build: {
    outDir,
    manifest: true,
    // No preloading of a lazy chunk's imports by script: a server-rendered page's HTML preloads
    // everything it runs, and the helper with its list of every chunk's imports cost each page
    // 1.2 KB (docs/decisions.md#visitor-budget). An in-app move to another page fetches that
    // page's shared chunks once its own has arrived.
    modulePreload: false,
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // What every page runs goes in one chunk: left to itself, the bundler splits the libraries
        // shared with lazily loaded parts into several small chunks, and each costs a page its own
        // compression overhead (docs/decisions.md#visitor-budget). Mutations and paged (infinite)
        // queries are for admins.
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: (id: string) =>
                (CORE_LIBRARIES.test(id) &&
                  !/mutation|infiniteQueryObserver|useInfiniteQuery/i.test(id)) ||
                CORE_SOURCES.test(id),
            },
            {
              // What the hero pages (list, hero, compare, tier changes) share, as one chunk:
              // apart it made eight small ones, each with its own overhead.
              name: 'hero-pages',
              test: (id: string) => HERO_PAGE_SOURCES.test(id),
              // Only these: what they import stays where it was (the core, the entry).
              includeDependenciesRecursively: false,
            },
            {
              // What the team pages and the hero page's teams share: one chunk, not two.
              name: 'teams-shared',
              test: (id: string) => TEAM_SOURCES.test(id),
              includeDependenciesRecursively: false,
            },
            {
              // What the equipment list and an item's page share, as one chunk (as above).
              name: 'equipment-pages',
              test: (id: string) => EQUIPMENT_PAGE_SOURCES.test(id),
              includeDependenciesRecursively: false,
            },
            ...(FIREBASE_BUILD
              ? [
                  {
                    name: 'firebase-adapter',
                    test: (id: string) => FIREBASE_FIRST_LOAD_SOURCES.test(id),
                    includeDependenciesRecursively: false,
                  },
                ]
              : []),
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      // Self-contained: the renderer runs wherever the build is copied, without node_modules,
      // and with React's production build whatever NODE_ENV the server runs under.
      resolve: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: `${outDir}/${SSR_DIR}`,
        emptyOutDir: false,
        copyPublicDir: false,
        manifest: false,
        rollupOptions: { input: 'src/entry-server.tsx' },
      },
    },
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/files': SERVER,
    },
  },
});

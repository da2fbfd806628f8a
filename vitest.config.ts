import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';

/** New PGlite databases start from one saved empty cluster (server/db/savedCluster.ts). */
const SAVED_CLUSTER = 'tests/support/savedCluster.global.ts';

/** Needs the Firestore emulator (and Auth's) that `npm test` or `npm run test:firebase` starts. */
const FIRESTORE_SUITE = ['tests/firebase/**/*.test.ts', 'tests/contract/firebase.test.ts'];
/**
 * Needs only the Auth emulator (plain Node, runs anywhere): the one `npm test` starts for the run,
 * or, run alone, one of their own.
 */
const AUTH_EMULATOR_TESTS = [
  'tests/contract/firebase.auth.test.ts',
  'scripts/firebaseAdmin.emulator.test.ts',
];
/** Needs the Storage emulator itself, which not every machine can run. */
const STORAGE_EMULATOR_TESTS = ['tests/firebase/storage.rules.test.ts'];
/** Pure rules: they run on the server too, so they are tested without a DOM. */
const DOMAIN_TESTS = ['src/domain/**/*.test.ts'];
/**
 * Compares the browser's sanitizer with the server's, whose jsdom loads a CommonJS module that
 * requires an ES module: that works in a process of its own, not inside the `web` project's VM
 * contexts.
 */
const OWN_PROCESS_DOM_TESTS = ['src/features/guides/editor/guideHtmlParity.test.tsx'];

const firebaseSuite: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'firebase',
    include: [
      ...AUTH_EMULATOR_TESTS,
      // `npm test` and `npm run test:firebase` set it where this machine can run Firestore.
      ...(process.env.FIRESTORE_EMULATOR_HOST ? FIRESTORE_SUITE : []),
    ],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.FIREBASE_STORAGE_EMULATOR_HOST ? [] : STORAGE_EMULATOR_TESTS),
    ],
    environment: 'node',
    // The rules tests clear the emulators' data, which the contract suite relies on, and their
    // files (one per collection) share the emulator's one demo project.
    fileParallelism: false,
    // The Firebase SDK, rules-unit-testing and the adapter are imported once, not once per file:
    // a module graph of its own cost each rules file (one per collection) about 2 CPU-seconds
    // (docs/testing.md). No file here replaces a module or a timer.
    isolate: false,
    testTimeout: 30_000,
    // An emulator of a file's own (run alone, without the run's) may take its whole start time
    // (tests/support/firebaseEmulators.ts) on a busy machine, and then accounts are made.
    hookTimeout: 180_000,
  },
};

const SERVER_TESTS = [
  'server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/support/**/*.test.ts',
  // The import walls of eslint.config.js.
  'tests/lint/**/*.test.ts',
];
/** Server tests that replace modules or timers: each file in a module graph of its own. */
const OWN_MODULE_GRAPH_TESTS = [
  'server/guides/sanitizeGuideHtml.test.ts',
  'server/history/purgeSchedule.test.ts',
  'scripts/firebasePages.test.ts',
  'server/seed/sampleImages.test.ts',
];
const serverTest = {
  environment: 'node',
  pool: 'threads',
  globalSetup: [SAVED_CLUSTER],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies TestProjectInlineConfiguration['test'];

/** The browser-side tests: jsdom, Testing Library, the app's setup. */
const webTest = {
  environment: 'jsdom',
  setupFiles: ['src/test/setup.ts'],
  // Slack for a busy machine: a page's first render in jsdom imports its modules then.
  testTimeout: 15_000,
} satisfies TestProjectInlineConfiguration['test'];

/** The built site as a visitor gets it: one server on dist per project, with the sample data. */
const servedSiteTest = {
  environment: 'node',
  globalSetup: ['tests/site/serverGlobalSetup.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
} satisfies TestProjectInlineConfiguration['test'];
/** The visitor's bytes, and the server's start and memory (both with slack for a busy machine). */
const BUDGETS_TESTS = ['tests/site/budgets.test.ts', 'tests/site/serverMemory.test.ts'];

/**
 * The files that take longest, longest first: started first, they run beside the many short ones
 * instead of alone at the end. Vitest orders by the durations of earlier runs where it has them;
 * a clean clone has none.
 */
const LONG_FILES = [
  'tests/drills/killDuringWrites.pglite.test.ts',
  'tests/drills/killDuringWrites.postgres.test.ts',
  'tests/drills/killDuringRestore.test.ts',
  'server/main.test.ts',
  'tests/contract/http.pglite.test.ts',
  'src/features/heroes/admin/HeroForm.test.tsx',
  'server/cli/admin.test.ts',
  'server/cli/backup.test.ts',
  'tests/contract/http.postgres.test.ts',
  'server/backup/backup.test.ts',
  'server/db/pglite.test.ts',
  'tests/lint/walls.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      LONG_FILES.findIndex((long) => file.moduleId.endsWith(long));
    return [
      ...sorted.filter((file) => rank(file) !== -1).sort((a, b) => rank(a) - rank(b)),
      ...sorted.filter((file) => rank(file) === -1),
    ];
  }
}

export default defineConfig({
  // The default build's adapter, as in tsconfig.json (vite.config.ts chooses it for builds); every
  // project extends this.
  resolve: {
    alias: {
      '#backend-adapter': fileURLToPath(new URL('./src/backend/http/adapter.ts', import.meta.url)),
    },
  },
  test: {
    // Two files at a time even on two cores (Vitest's default there is one): the slowest files
    // mostly wait for a server or a command line they started, while the other file runs.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: DOMAIN_TESTS,
          environment: 'node',
          pool: 'threads',
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...DOMAIN_TESTS, ...OWN_PROCESS_DOM_TESTS],
          ...webTest,
          // Each file in a VM context of its own inside a few long-lived processes: a new process
          // per file spent more time loading jsdom than running the tests.
          pool: 'vmForks',
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: { name: 'web-own-process', include: OWN_PROCESS_DOM_TESTS, ...webTest },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...AUTH_EMULATOR_TESTS, ...OWN_MODULE_GRAPH_TESTS],
          // The server's modules (Fastify, zod, jsdom, PGlite…) are imported once per worker, not
          // once per file: each file still builds its own app and database.
          isolate: false,
          ...serverTest,
        },
      },
      {
        extends: true,
        test: { name: 'server-isolated', include: OWN_MODULE_GRAPH_TESTS, ...serverTest },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: [
            'tests/contract/**/*.test.ts',
            'tests/build/**/*.test.ts',
            // Several server instances on one PostgreSQL database (the run's server below).
            'tests/instances/**/*.test.ts',
            // The built server killed mid-write, on PGlite and on that PostgreSQL.
            'tests/drills/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...FIRESTORE_SUITE, ...AUTH_EMULATOR_TESTS],
          environment: 'node',
          globalSetup: ['tests/contract/postgresGlobalSetup.ts', SAVED_CLUSTER],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // What the built site sends a visitor (compression, the JavaScript budget, its
        // Content-Security-Policy): bytes and messages, whatever the CPU is doing, so npm test runs
        // it beside the browser tests.
        extends: true,
        test: { name: 'budgets', include: BUDGETS_TESTS, ...servedSiteTest },
      },
      {
        // Lighthouse, files one after another on a quiet CPU: npm test runs it alone, after every
        // other phase.
        extends: true,
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...BUDGETS_TESTS],
          fileParallelism: false,
          ...servedSiteTest,
        },
      },
      firebaseSuite,
    ],
  },
});

/**
 * `npm test` (after scripts/test.sh has checked the system packages): every test of the project,
 * in phases whose wall times it prints beside the final `Tests:` line (docs/testing.md):
 *
 * - build: the three SPA bundles at once (root, the /guide/ base path, Firebase);
 * - unit: Vitest's domain, web, server and contract projects;
 * - browser: Playwright in Chromium against the built servers;
 * - budgets: compression, the JavaScript budget and the Content-Security-Policy of the built
 *   site, beside the browser tests;
 * - firebase: the tests that need the Firebase emulators, from the start, beside the others;
 * - site: Lighthouse against the built server, alone on a quiet CPU.
 *
 * From the start, firebase-tools is installed when missing and the emulators start (Auth always;
 * Firestore and Storage where this machine can run them), once for the whole run: the firebase
 * phase uses them all, and the browser tests sign in against that Auth emulator.
 *
 * `npm test -- browser site` runs only the phases named (and the build when one of them needs it).
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { freePort } from '../tests/support/freePort';
import {
  EMULATOR_PORTS,
  startRunEmulators,
  type RunEmulators,
} from '../tests/support/firebaseEmulators';

const PHASES = ['build', 'unit', 'browser', 'budgets', 'firebase', 'site'] as const;
type Phase = (typeof PHASES)[number];
/** Phases that read the builds (tests/build and the kill drill in unit). */
const NEEDS_BUILD: readonly Phase[] = ['unit', 'browser', 'budgets', 'site'];

const REPORTS = {
  unit: '.tmp/vitest.json',
  browser: '.tmp/playwright.json',
  budgets: '.tmp/vitest-budgets.json',
  firebase: '.tmp/vitest-firebase.json',
  site: '.tmp/vitest-site.json',
} as const;

function chosenPhases(args: string[]): Phase[] {
  if (args.length === 0) return [...PHASES];
  const unknown = args.filter((arg) => !(PHASES as readonly string[]).includes(arg));
  if (unknown.length > 0) {
    console.error(`Unknown phase ${unknown.join(', ')}: the phases are ${PHASES.join(', ')}.`);
    process.exit(2);
  }
  const chosen = PHASES.filter((phase) => args.includes(phase));
  if (chosen.some((phase) => NEEDS_BUILD.includes(phase)) && !chosen.includes('build')) {
    chosen.unshift('build');
  }
  return chosen;
}

interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** A file for its output instead of this terminal. */
  log?: string;
  /** Add to that file instead of replacing it. */
  append?: boolean;
}

/** Runs a command to its end; resolves with its exit code (1 when it could not start). */
async function run(command: string, args: string[], options: RunOptions = {}): Promise<number> {
  const log = options.log
    ? createWriteStream(options.log, { flags: options.append ? 'a' : 'w' })
    : null;
  const child = spawn(command, args, {
    env: { ...process.env, ...options.env },
    stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (log) {
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
  }
  const code = await new Promise<number>((resolve) => {
    child.once('error', (error) => {
      log?.write(`Could not start ${command}: ${error.message}\n`);
      if (!log) console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  if (log) await new Promise<void>((resolve) => log.end(resolve));
  return code;
}

const FIREBASE_BUILD_ENV = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_EMULATORS: 'true',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-hero-guide.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-hero-guide',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-hero-guide.appspot.com',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
};

/**
 * The three bundles, built at once. The root build keeps its manifest (tests/build follows each
 * page's chunks through it) and is the one the site checks measure, so only it is compressed at
 * the highest brotli quality; the Firebase build is checked for what a visitor downloads and for
 * its pages' own heads, and signs in against the Auth emulator in the browser tests (a demo
 * project on the local emulators).
 */
async function build(): Promise<boolean> {
  const vite = ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'];
  const builds = [
    { name: 'root', env: { BUILD_MANIFEST: 'true', OUT_DIR: 'dist' } },
    {
      name: 'guide',
      env: { BASE_PATH: '/guide/', OUT_DIR: 'dist-guide', BROTLI_QUALITY: '5' },
    },
    {
      name: 'firebase',
      env: {
        ...FIREBASE_BUILD_ENV,
        BUILD_MANIFEST: 'true',
        OUT_DIR: 'dist-firebase',
        BROTLI_QUALITY: '5',
      },
    },
  ];
  const codes = await Promise.all(
    builds.map(({ name, env }) =>
      run(process.execPath, vite, { env, log: `.tmp/build-${name}.log` }),
    ),
  );
  const failed = builds.filter((_, index) => codes[index] !== 0);
  for (const { name } of failed) {
    console.error(`The ${name} build failed (.tmp/build-${name}.log):`);
    await run('cat', [`.tmp/build-${name}.log`]);
  }
  return failed.length === 0;
}

const vitest = (projects: string[], report: string, env?: NodeJS.ProcessEnv, log?: string) =>
  run(
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { env, log, append: log !== undefined },
  );

const started = Date.now();
const phases = chosenPhases(process.argv.slice(2));
const times: { phase: string; ms: number }[] = [];
let status = 0;

await mkdir('.tmp', { recursive: true });
await Promise.all(Object.values(REPORTS).map((file) => rm(file, { force: true })));

// From the start, beside the build and the unit tests: the emulators are ready long before the
// browser tests need them, even where firebase-tools must be installed first.
const emulators: Promise<RunEmulators | Error> | null =
  phases.includes('browser') || phases.includes('firebase')
    ? (async () => {
        try {
          return await startRunEmulators({
            auth: EMULATOR_PORTS.auth,
            firestore: await freePort(),
            storage: await freePort(),
          });
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error));
        }
      })()
    : null;
const stopEmulators = async () => {
  const running = await emulators;
  if (running && !(running instanceof Error)) await running.stop();
};

async function timed(
  phase: Phase,
  work: () => Promise<number | boolean>,
  note = '',
): Promise<boolean> {
  const start = Date.now();
  console.log(`\n▶ ${phase}${note}`);
  try {
    const result = await work();
    return result === true || result === 0;
  } finally {
    times.push({ phase, ms: Date.now() - start });
  }
}

/** The browser tests sign in against the run's Auth emulator (or start their own without it). */
async function browserTests(): Promise<number> {
  const running = await emulators;
  const auth =
    running && !(running instanceof Error)
      ? { FIREBASE_AUTH_EMULATOR_HOST: running.env.FIREBASE_AUTH_EMULATOR_HOST }
      : {};
  return run('npx', ['playwright', 'test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: REPORTS.browser, ...auth },
  });
}

/** Where the firebase phase writes, running beside the others; shown once they are done. */
const FIREBASE_LOG = '.tmp/firebase.log';
/** Where the budgets phase writes, running beside the browser tests; shown after them. */
const BUDGETS_LOG = '.tmp/budgets.log';

/** The output of a phase that ran beside others, once they are done. */
async function showOutput(phase: Phase, log: string) {
  console.log(`\n▶ ${phase} (its output)`);
  await run('cat', [log]);
}

async function firebaseTests(): Promise<number> {
  const running = await emulators;
  if (!running || running instanceof Error) {
    const reason = running?.message ?? 'not started';
    await writeFile(FIREBASE_LOG, `The Firebase emulators did not start: ${reason}\n`);
    return 1;
  }
  const note = running.notRun
    ? `Firebase emulator tests (security rules, backend contract) not run: ${running.notRun}; the tests that need only the Auth emulator run.\n`
    : running.storageMissing
      ? `Firebase Storage emulator tests (storage.rules against the emulator) not run: ${running.storageMissing}; the contract's uploads go to an in-memory bucket (README, "Firebase tests").\n`
      : '';
  await writeFile(FIREBASE_LOG, note);
  return vitest(['firebase'], REPORTS.firebase, running.env, FIREBASE_LOG);
}

try {
  // The Firebase tests wait on the emulators more than they use the CPU: they run from the start,
  // beside the build and the unit tests.
  const firebase = phases.includes('firebase')
    ? timed('firebase', firebaseTests, ` (beside the others; its output: ${FIREBASE_LOG})`)
    : Promise.resolve(true);
  if (phases.includes('build') && !(await timed('build', build))) {
    status = 1;
  } else {
    if (phases.includes('unit')) {
      const projects = [
        'domain',
        'web',
        'web-own-process',
        'server',
        'server-isolated',
        'contract',
      ];
      if (!(await timed('unit', () => vitest(projects, REPORTS.unit)))) status = 1;
    }
    // What the site sends (bytes, headers, messages) does not depend on the CPU's load: beside
    // the browser tests, so that Lighthouse, which does, runs alone at the end.
    const budgets = phases.includes('budgets')
      ? (async () => {
          await writeFile(BUDGETS_LOG, '');
          return timed(
            'budgets',
            () => vitest(['budgets'], REPORTS.budgets, undefined, BUDGETS_LOG),
            ` (beside the browser tests; its output: ${BUDGETS_LOG})`,
          );
        })()
      : Promise.resolve(true);
    if (phases.includes('browser') && !(await timed('browser', browserTests))) status = 1;
    if (!(await budgets)) status = 1;
    if (phases.includes('budgets')) await showOutput('budgets', BUDGETS_LOG);
  }
  if (!(await firebase)) status = 1;
  if (phases.includes('firebase')) await showOutput('firebase', FIREBASE_LOG);
  // Alone, once everything else is done: Lighthouse scores depend on a quiet CPU.
  await stopEmulators();
  if (phases.includes('site') && !(await timed('site', () => vitest(['site'], REPORTS.site)))) {
    status = 1;
  }
} finally {
  await stopEmulators();
}

times.push({ phase: 'total', ms: Date.now() - started });
const timeTable = '.tmp/test-phases.json';
await writeFile(timeTable, JSON.stringify(times));
const reports = phases.flatMap((phase) =>
  phase === 'build' ? [] : [`${phase}=${REPORTS[phase]}`],
);
const summary = await run('npx', [
  'tsx',
  'scripts/testSummary.ts',
  '--phases',
  timeTable,
  ...reports,
]);
process.exit(summary !== 0 ? 1 : status);

/**
 * The Firebase emulators for tests and `npm run dev:firebase`. The Auth emulator is plain Node and
 * starts anywhere; Firestore runs on Java 21+ from a jar this machine already has
 * (emulatorRuntime.ts finds both); Storage runs in firebase-tools but needs a rules runtime that
 * firebase-tools downloads, so it starts only where that download is already done.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ensureFirebaseTools,
  FIREBASE_TOOLS_DIR,
  firebaseToolsEnv,
} from '../../scripts/firebaseTools';
import {
  MIN_JAVA,
  findFirestoreEmulator,
  findJava,
  firebaseEmulatorCache,
  firestoreEmulatorCommand,
  type FirestoreEmulatorJar,
  type JavaRuntime,
} from './emulatorRuntime';

export const DEMO_PROJECT_ID = 'demo-hero-guide'; // demo- projects need no credentials and never reach the cloud
/** The web config of the demo project: the emulators accept any key, and nothing reaches Google. */
export const DEMO_WEB_CONFIG = {
  apiKey: 'fake-api-key',
  authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
  projectId: DEMO_PROJECT_ID,
  storageBucket: `${DEMO_PROJECT_ID}.appspot.com`,
  appId: '1:000000000000:web:0000000000000000',
} as const;
export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, storage: 9199 } as const; // as in firebase.json
/** A test-only port, so that a running `npm run dev:firebase` does not clash: */
export const TEST_AUTH_PORT = 9399;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** An emulator needs about 16 s on an idle 2-core machine and twice that beside other tests. */
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
/** Jars the emulators run from, as named in firebase-tools' own manifest. */
const EMULATOR_MANIFEST = path.join(
  FIREBASE_TOOLS_DIR,
  'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json',
);

export interface RunningEmulator {
  host: string;
  port: number;
  stop(): Promise<void>;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: EMULATOR_HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Any HTTP answer: each emulator answers its root differently, but only once it is ready. */
async function emulatorAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://${EMULATOR_HOST}:${port}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

interface EmulatorProcess {
  /** For messages: "Auth", "Firestore", "Storage". */
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
}

/**
 * Starts one emulator process in a process group of its own (so stop() ends it and everything it
 * started) and resolves once its port answers HTTP.
 */
async function startEmulatorProcess(spec: EmulatorProcess): Promise<RunningEmulator> {
  const { name, port } = spec;
  if (await portAnswers(port)) {
    throw new Error(
      `Cannot start the ${name} emulator: port ${port} on ${EMULATOR_HOST} is already in use (an emulator left running?).`,
    );
  }
  const started = Date.now();
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    detached: true,
    env: spec.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lastLines: string[] = [];
  const keep = (chunk: Buffer) => {
    lastLines.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim()),
    );
    lastLines.splice(0, Math.max(0, lastLines.length - 12));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    const done = () => {
      exited = true;
      resolve();
    };
    child.once('exit', done);
    // A binary that cannot be spawned reports only 'error', never 'exit'.
    child.once('error', (error) => {
      lastLines.push(error.message);
      done();
    });
  });

  const killGroup = (signal: NodeJS.Signals) => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // Never leave an emulator behind when the test run itself ends abruptly.
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);

  const stop = async () => {
    process.removeListener('exit', onExit);
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), STOP_TIMEOUT_MS);
    await exit;
    clearTimeout(timer);
  };

  while (!(await emulatorAnswers(port))) {
    const failure = exited
      ? 'the emulator exited'
      : Date.now() - started > START_TIMEOUT_MS
        ? `it did not answer within ${START_TIMEOUT_MS / 1000} s`
        : null;
    if (failure) {
      await stop();
      throw new Error(
        `The ${name} emulator did not start on ${EMULATOR_HOST}:${port}: ${failure}. Its last output:\n${lastLines.join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host: EMULATOR_HOST, port, stop };
}

/** PATH with this Java first, for firebase-tools, which starts `java` from PATH. */
function envWithJava(java: JavaRuntime | null): NodeJS.ProcessEnv {
  const env = firebaseToolsEnv();
  if (!java || !path.isAbsolute(java.java)) return env;
  return { ...env, PATH: `${path.dirname(java.java)}${path.delimiter}${env.PATH ?? ''}` };
}

/** One emulator of firebase-tools (`auth`, `storage`) alone, with a config of its own. */
async function startFirebaseToolsEmulator(
  only: 'auth' | 'storage',
  port: number,
  java: JavaRuntime | null = null,
): Promise<RunningEmulator> {
  const firebase = await ensureFirebaseTools();
  // A config of its own: this port, no UI (it would need a download), the project's rules.
  const dir = path.join(ROOT, '.tmp', 'firebase-emulators', `${only}-${port}`);
  await mkdir(dir, { recursive: true });
  const config = path.join(dir, 'firebase.json');
  const rules = only === 'storage' ? { storage: { rules: path.join(ROOT, 'storage.rules') } } : {};
  const emulators = {
    [only]: { host: EMULATOR_HOST, port },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  await writeFile(config, JSON.stringify({ ...rules, emulators }));
  return startEmulatorProcess({
    name: only === 'auth' ? 'Auth' : 'Storage',
    command: firebase,
    args: ['emulators:start', '--only', only, '--project', DEMO_PROJECT_ID, '--config', config],
    // A debug log it may leave lands in the ignored folder.
    cwd: dir,
    env: envWithJava(java),
    port,
  });
}

/**
 * Starts only the Auth emulator (Node, offline); resolves when it answers. `port` lets a test
 * file that runs alongside the contract use its own emulator.
 */
export function startAuthEmulator(port: number = TEST_AUTH_PORT): Promise<RunningEmulator> {
  return startFirebaseToolsEmulator('auth', port);
}

/**
 * The Auth emulator a test file signs in against: the run's own, when `npm test` started one and
 * named it in FIREBASE_AUTH_EMULATOR_HOST (its stop() then leaves it running for the others), else
 * one of the file's own on `port`.
 */
export async function authEmulatorForTests(port: number): Promise<RunningEmulator> {
  const shared = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!shared) return startAuthEmulator(port);
  const [host = EMULATOR_HOST, sharedPort] = shared.split(':');
  if (!Number.isInteger(Number(sharedPort))) {
    throw new Error(`FIREBASE_AUTH_EMULATOR_HOST=${shared} is not host:port.`);
  }
  return { host, port: Number(sharedPort), stop: async () => undefined };
}

/** The Firestore emulator from the jar found on this machine, with the project's rules. */
async function startFirestoreEmulator(
  java: JavaRuntime,
  jar: FirestoreEmulatorJar,
  port: number,
): Promise<RunningEmulator> {
  const dir = path.join(ROOT, '.tmp', 'firebase-emulators', `firestore-${port}`);
  await mkdir(dir, { recursive: true });
  const { command, args } = firestoreEmulatorCommand(java.java, jar, {
    host: EMULATOR_HOST,
    port,
    rules: path.join(ROOT, 'firestore.rules'),
    projectId: DEMO_PROJECT_ID,
  });
  return startEmulatorProcess({
    name: 'Firestore',
    command,
    args,
    cwd: dir,
    env: process.env,
    port,
  });
}

/** Whether firebase-tools has already downloaded the Storage emulator's rules runtime. */
async function storageRulesRuntimeDownloaded(): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(EMULATOR_MANIFEST, 'utf8')) as Record<
      string,
      { downloadPathRelativeToCacheDir?: string } | undefined
    >;
    const jar = manifest.storage?.downloadPathRelativeToCacheDir;
    return jar !== undefined && existsSync(path.join(firebaseEmulatorCache(), jar));
  } catch {
    return false;
  }
}

export type EmulatorSuitePlan =
  | { available: false; reason: string }
  | {
      available: true;
      java: JavaRuntime;
      firestore: FirestoreEmulatorJar;
      /** null when Storage can start; else why not, in one sentence. */
      storageMissing: string | null;
    };

/**
 * What of the emulator suite this machine can run, found without downloading anything; when
 * Firestore cannot run, why, in one sentence. Call after ensureFirebaseTools() for the Storage
 * answer to be right (it reads firebase-tools' manifest).
 */
export async function emulatorSuitePlan(): Promise<EmulatorSuitePlan> {
  const { found: java, tooOld } = await findJava();
  const firestore = findFirestoreEmulator();
  if (!java) {
    const seen = tooOld.length
      ? `found only ${tooOld.map((runtime) => `Java ${runtime.major} (${runtime.java})`).join(', ')}`
      : 'found no Java';
    return {
      available: false,
      reason: `The Firestore emulator needs Java ${MIN_JAVA}+ and this machine has none (looked in JAVA_HOME, PATH and the system's JVM folder; ${seen}): install one, for example Temurin from https://adoptium.net.`,
    };
  }
  if (!firestore) {
    return {
      available: false,
      reason: `No Firestore emulator found (looked in ${firebaseEmulatorCache()} and the Google Cloud CLI's folders): install the Google Cloud CLI's (Debian: google-cloud-cli-firestore-emulator), or let firebase-tools download its own once with 'npx firebase setup:emulators:firestore'.`,
    };
  }
  const storageMissing = (await storageRulesRuntimeDownloaded())
    ? null
    : `the Storage emulator's rules runtime is not in ${firebaseEmulatorCache()}, and firebase-tools downloads it from storage.googleapis.com on first start`;
  return { available: true, java, firestore, storageMissing };
}

export interface RunningSuite {
  /** The variables the Firebase SDKs and our harness read: FIRESTORE_EMULATOR_HOST and others. */
  env: Record<string, string>;
  storage: boolean;
  stop(): Promise<void>;
}

/** Starts Auth, Firestore and, where it can run, Storage, on `ports`. */
export async function startEmulatorSuite(
  plan: Extract<EmulatorSuitePlan, { available: true }>,
  ports: { auth: number; firestore: number; storage: number },
): Promise<RunningSuite> {
  const running: RunningEmulator[] = [];
  const stop = async () => {
    await Promise.all(running.map((emulator) => emulator.stop()));
  };
  try {
    const starts: Promise<RunningEmulator>[] = [
      startFirebaseToolsEmulator('auth', ports.auth),
      startFirestoreEmulator(plan.java, plan.firestore, ports.firestore),
    ];
    if (!plan.storageMissing)
      starts.push(startFirebaseToolsEmulator('storage', ports.storage, plan.java));
    const results = await Promise.allSettled(starts);
    for (const result of results) if (result.status === 'fulfilled') running.push(result.value);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stop();
    throw error;
  }
  const host = (port: number) => `${EMULATOR_HOST}:${port}`;
  const env: Record<string, string> = {
    FIREBASE_AUTH_EMULATOR_HOST: host(ports.auth),
    FIRESTORE_EMULATOR_HOST: host(ports.firestore),
  };
  if (!plan.storageMissing) env.FIREBASE_STORAGE_EMULATOR_HOST = host(ports.storage);
  return { env, storage: !plan.storageMissing, stop };
}

interface EmulatorError {
  error?: { message?: string };
}

async function authRequest(url: string, body: unknown, admin: boolean): Promise<unknown> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(10_000),
    method: 'POST',
    // The emulator takes "Bearer owner" as the project owner's credentials (admin API).
    headers: {
      'content-type': 'application/json',
      ...(admin ? { authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  }).catch((error: unknown) => {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    throw new Error(`Cannot reach the Auth emulator at ${new URL(url).host}: ${cause ?? error}`);
  });
  const json = (await response.json()) as unknown;
  if (!response.ok) {
    const message = (json as EmulatorError).error?.message ?? `HTTP ${response.status}`;
    throw new Error(`Auth emulator ${new URL(url).pathname}: ${message}`);
  }
  return json;
}

/** Test accounts in the Auth emulator via its REST API (no firebase-admin needed): */
export async function createEmulatorUser(
  authHost: string /* host:port */,
  email: string,
  password: string,
  claims?: Record<string, unknown>,
): Promise<string /* uid */> {
  const base = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
  const created = (await authRequest(
    `${base}/accounts:signUp?key=${DEMO_WEB_CONFIG.apiKey}`,
    { email, password, returnSecureToken: true },
    false,
  )) as { localId?: string };
  const uid = created.localId;
  if (!uid) throw new Error(`Auth emulator signUp gave no localId for ${email}.`);
  if (claims) {
    await authRequest(
      `${base}/projects/${DEMO_PROJECT_ID}/accounts:update`,
      { localId: uid, customAttributes: JSON.stringify(claims) },
      true,
    );
  }
  return uid;
}

export interface RunEmulators {
  /** FIREBASE_AUTH_EMULATOR_HOST, and FIRESTORE_EMULATOR_HOST and the Storage one where they run. */
  env: Record<string, string>;
  /** Why Firestore (and so Storage) cannot run on this machine, in one sentence; else null. */
  notRun: string | null;
  /** Why Storage cannot run though Firestore does; else null. */
  storageMissing: string | null;
  /** Stops them all; again is a no-op. */
  stop(): Promise<void>;
}

/**
 * The emulators one test run shares (`npm test`): Auth always (plain Node), with Firestore and,
 * where it can, Storage, where this machine has what they need. Installs firebase-tools first when
 * missing.
 */
export async function startRunEmulators(ports: {
  auth: number;
  firestore: number;
  storage: number;
}): Promise<RunEmulators> {
  await ensureFirebaseTools();
  const plan = await emulatorSuitePlan();
  let stopped: Promise<void> | null = null;
  if (!plan.available) {
    const auth = await startAuthEmulator(ports.auth);
    return {
      env: { FIREBASE_AUTH_EMULATOR_HOST: `${auth.host}:${auth.port}` },
      notRun: plan.reason,
      storageMissing: null,
      stop: () => (stopped ??= auth.stop()),
    };
  }
  const suite = await startEmulatorSuite(plan, ports);
  return {
    env: suite.env,
    notRun: null,
    storageMissing: plan.storageMissing,
    stop: () => (stopped ??= suite.stop()),
  };
}

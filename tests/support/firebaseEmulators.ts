/**
 * The Firebase emulators for tests and `npm run dev:firebase`. The Auth emulator is plain Node and
 * starts anywhere; Firestore and Storage run on Java 21+ from jars firebase-tools downloads.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ensureFirebaseTools,
  FIREBASE_TOOLS_DIR,
  firebaseToolsEnv,
} from '../../scripts/firebaseTools';

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
/** Test-only ports so a running `npm run dev:firebase` does not clash: */
export const TEST_AUTH_PORT = 9399;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** It needs about 16 s on an idle 2-core machine and twice that beside other tests. */
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
const MIN_JAVA = 21;
/** Jars the Firestore and Storage emulators run from, as named in firebase-tools' own manifest. */
const EMULATOR_MANIFEST = path.join(
  FIREBASE_TOOLS_DIR,
  'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json',
);

export interface RunningAuthEmulator {
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

async function emulatorAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://${EMULATOR_HOST}:${port}/`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts only the Auth emulator (Node, offline) for the auth part of the contract; resolves when
 * it answers. `port` lets a test file that runs alongside the contract use its own emulator.
 */
export async function startAuthEmulator(
  port: number = TEST_AUTH_PORT,
): Promise<RunningAuthEmulator> {
  const firebase = await ensureFirebaseTools();
  if (await portAnswers(port)) {
    throw new Error(
      `Cannot start the Auth emulator: port ${port} on ${EMULATOR_HOST} is already in use (an emulator left running?).`,
    );
  }

  // A config of its own: the test port, and no UI (it would need a download).
  const dir = path.join(ROOT, '.tmp', 'firebase-emulators', `auth-${port}`);
  await mkdir(dir, { recursive: true });
  const config = path.join(dir, 'firebase.json');
  const emulators = {
    auth: { host: EMULATOR_HOST, port },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  await writeFile(config, JSON.stringify({ emulators }));

  const started = Date.now();
  const child = spawn(
    firebase,
    ['emulators:start', '--only', 'auth', '--project', DEMO_PROJECT_ID, '--config', config],
    {
      // Its own process group, so stop() ends the CLI and everything it started; a debug log
      // it may leave lands in the ignored folder.
      cwd: dir,
      detached: true,
      env: firebaseToolsEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
        `The Auth emulator did not start on ${EMULATOR_HOST}:${port}: ${failure}. Its last output:\n${lastLines.join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host: EMULATOR_HOST, port, stop };
}

/** The major version `java -version` reports (1.8 counts as 8), or null without Java. */
function javaMajorVersion(): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn('java', ['-version'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', () => resolve(null));
    child.once('exit', () => {
      const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
      if (!match) return resolve(null);
      const major = Number(match[1]);
      resolve(major === 1 ? Number(match[2]) : major);
    });
  });
}

/** Whether the Firestore and Storage jars of the pinned firebase-tools are already downloaded. */
async function emulatorJarsDownloaded(): Promise<boolean> {
  const cache =
    process.env.FIREBASE_EMULATORS_PATH ||
    path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  try {
    const manifest = JSON.parse(await readFile(EMULATOR_MANIFEST, 'utf8')) as Record<
      string,
      { downloadPathRelativeToCacheDir?: string } | undefined
    >;
    const jars = [manifest.firestore, manifest.storage].map(
      (entry) => entry?.downloadPathRelativeToCacheDir,
    );
    return jars.every((jar) => jar !== undefined && existsSync(path.join(cache, jar)));
  } catch {
    return false;
  }
}

/**
 * Whether the full emulator suite (Firestore and Storage need Java 21+ and their downloaded jars)
 * can run here, and if not, why, in one sentence. Missing jars alone do not stop it: firebase-tools
 * downloads them on first start.
 */
export async function emulatorSuiteStatus(): Promise<
  { available: true } | { available: false; reason: string }
> {
  const java = await javaMajorVersion();
  if (java !== null && java >= MIN_JAVA) return { available: true };
  const found = java === null ? 'no Java found' : `found Java ${java}`;
  const jars = (await emulatorJarsDownloaded())
    ? ''
    : ' (firebase-tools then downloads their jars, about 190 MB, on first start)';
  return {
    available: false,
    reason: `The Firestore and Storage emulators need Java ${MIN_JAVA}+ (${found}): install a Java ${MIN_JAVA} or newer runtime, for example Temurin from https://adoptium.net, and put it first on PATH${jars}.`,
  };
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

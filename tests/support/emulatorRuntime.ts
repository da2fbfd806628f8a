/**
 * Where this machine keeps what the Firestore and Storage emulators run on, found without
 * downloading anything:
 * - a Java 21 or newer: JAVA_HOME, then PATH, then the system's JVM folder (a JDK installed beside
 *   an older default, as Debian and macOS do);
 * - the Firestore emulator: the jar firebase-tools downloaded, else the Google Cloud CLI's
 *   (`gcloud components install cloud-firestore-emulator`, or Debian's
 *   `google-cloud-cli-firestore-emulator`);
 * - the Storage emulator: runs inside firebase-tools, but its rules runtime is a jar that
 *   firebase-tools downloads; without it Storage cannot start.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const MIN_JAVA = 21;

export interface JavaRuntime {
  /** The `java` executable. */
  java: string;
  major: number;
}

/** The major version `java -version` reports (1.8 counts as 8), or null if it does not run. */
export function javaMajorVersion(java: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(java, ['-version'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', () => resolve(null));
    child.once('exit', () => resolve(parseJavaVersion(output)));
  });
}

/** `openjdk version "25.0.1"` gives 25, `java version "1.8.0_402"` gives 8; null without one. */
export function parseJavaVersion(output: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

const executable = (name: string) => (process.platform === 'win32' ? `${name}.exe` : name);

/** The system's JVM folders: Linux distributions, macOS, Windows. */
function systemJavaHomes(): string[] {
  const roots: [string, string][] = [
    ['/usr/lib/jvm', ''],
    ['/usr/java', ''],
    ['/Library/Java/JavaVirtualMachines', 'Contents/Home'],
    [path.join(os.homedir(), 'Library/Java/JavaVirtualMachines'), 'Contents/Home'],
  ];
  if (process.env.ProgramFiles) {
    for (const vendor of ['Java', 'Eclipse Adoptium', 'Microsoft', 'Zulu'])
      roots.push([path.join(process.env.ProgramFiles, vendor), '']);
  }
  const homes: string[] = [];
  for (const [root, inside] of roots) {
    let entries: string[];
    try {
      entries = readdirSync(root);
    } catch {
      continue;
    }
    for (const entry of entries.sort()) homes.push(path.join(root, entry, inside));
  }
  return homes;
}

/**
 * Candidates in the order they are tried. Within the system folder every JDK is asked, and the
 * newest wins: the folder's order says nothing about versions.
 */
export function javaCandidates(env: NodeJS.ProcessEnv = process.env): {
  first: string[];
  system: string[];
} {
  const first: string[] = [];
  if (env.JAVA_HOME) first.push(path.join(env.JAVA_HOME, 'bin', executable('java')));
  first.push('java'); // whatever PATH finds
  const system = systemJavaHomes()
    .map((home) => path.join(home, 'bin', executable('java')))
    .filter((java) => existsSync(java));
  return { first, system };
}

export interface JavaSearch {
  found: JavaRuntime | null;
  /** What was found but too old, for the message when none will do. */
  tooOld: JavaRuntime[];
}

export async function findJava(env: NodeJS.ProcessEnv = process.env): Promise<JavaSearch> {
  const { first, system } = javaCandidates(env);
  const tooOld: JavaRuntime[] = [];
  for (const java of first) {
    const major = await javaMajorVersion(java);
    if (major === null) continue;
    if (major >= MIN_JAVA) return { found: { java, major }, tooOld };
    tooOld.push({ java, major });
  }
  let best: JavaRuntime | null = null;
  for (const java of system) {
    const major = await javaMajorVersion(java);
    if (major === null) continue;
    if (major < MIN_JAVA) tooOld.push({ java, major });
    else if (!best || major > best.major) best = { java, major };
  }
  return { found: best, tooOld };
}

/** firebase-tools' download folder for emulator jars. */
export function firebaseEmulatorCache(env: NodeJS.ProcessEnv = process.env): string {
  return env.FIREBASE_EMULATORS_PATH || path.join(os.homedir(), '.cache', 'firebase', 'emulators');
}

/** The newest `{prefix}v{version}.jar` in a folder, or null. */
function newestJar(dir: string, prefix: string): string | null {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return null;
  }
  const version = (name: string) =>
    (/v(\d+)\.(\d+)\.(\d+)\.jar$/.exec(name) ?? []).slice(1).map(Number);
  const jars = names
    .filter((name) => name.startsWith(prefix) && name.endsWith('.jar'))
    .sort((a, b) => {
      const [va, vb] = [version(a), version(b)];
      for (let i = 0; i < 3; i += 1)
        if ((va[i] ?? 0) !== (vb[i] ?? 0)) return (va[i] ?? 0) - (vb[i] ?? 0);
      return 0;
    });
  const newest = jars.at(-1);
  return newest ? path.join(dir, newest) : null;
}

/** Where a Google Cloud CLI may be installed, most specific first. */
function cloudSdkRoots(env: NodeJS.ProcessEnv): string[] {
  const roots: string[] = [];
  if (env.CLOUDSDK_ROOT_DIR) roots.push(env.CLOUDSDK_ROOT_DIR);
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    const gcloud = path.join(dir, executable('gcloud'));
    if (!dir || !existsSync(gcloud)) continue;
    try {
      // …/google-cloud-sdk/bin/gcloud, often reached through a link in /usr/bin.
      roots.push(path.dirname(path.dirname(realpathSync(gcloud))));
    } catch {
      // A dangling link: nothing there.
    }
  }
  roots.push(
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    '/snap/google-cloud-cli/current',
    path.join(os.homedir(), 'google-cloud-sdk'),
  );
  return roots;
}

export interface FirestoreEmulatorJar {
  jar: string;
  source: 'firebase-tools' | 'gcloud';
}

export function findFirestoreEmulator(
  env: NodeJS.ProcessEnv = process.env,
): FirestoreEmulatorJar | null {
  const downloaded = newestJar(firebaseEmulatorCache(env), 'cloud-firestore-emulator-');
  if (downloaded) return { jar: downloaded, source: 'firebase-tools' };
  for (const root of cloudSdkRoots(env)) {
    const jar = path.join(
      root,
      'platform',
      'cloud-firestore-emulator',
      'cloud-firestore-emulator.jar',
    );
    if (existsSync(jar)) return { jar, source: 'gcloud' };
  }
  return null;
}

/** Where the Cloud CLI's jar starts: unlike firebase-tools' download, it names no Main-Class. */
const GCLOUD_FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** JVM options for an emulator that lives minutes, not days: quick compilation, a small GC. */
const EMULATOR_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** The command that starts the Firestore emulator from its jar, as each of its sources does. */
export function firestoreEmulatorCommand(
  java: string,
  { jar, source }: FirestoreEmulatorJar,
  options: { host: string; port: number; rules: string; projectId: string },
): { command: string; args: string[] } {
  // Its messages in English only. A test run keeps it a few minutes: the JIT's quick tier and one
  // garbage-collecting thread do that work on a third less CPU (docs/testing.md).
  const jvm = ['-Duser.language=en', ...EMULATOR_JVM];
  const flags: [string, string][] = [
    ['host', options.host],
    ['port', String(options.port)],
    ['rules', options.rules],
    ['project_id', options.projectId],
  ];
  if (source === 'gcloud') {
    const args = [...jvm, '-cp', jar, GCLOUD_FIRESTORE_MAIN, 'start'];
    return { command: java, args: [...args, ...flags.map(([key, value]) => `--${key}=${value}`)] };
  }
  return {
    command: java,
    args: [...jvm, '-jar', jar, ...flags.flatMap(([key, value]) => [`--${key}`, value])],
  };
}

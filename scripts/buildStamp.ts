import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_MAIN } from '../server/render/buildLayout.ts';

/**
 * What a build is made from, as one hash written into the build folder (docs/decisions.md#start-builds-when-needed):
 * `npm start` rebuilds only when it differs, so a restart is quick and a changed source is never
 * served stale.
 */

/** Files and folders the site's and the server's build read, relative to the project. */
export const BUILD_INPUTS = [
  'src',
  'public',
  // The server, compiled into the build (scripts/buildServer.ts).
  'server',
  'scripts/buildServer.ts',
  'scripts/compileServer.ts',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  // The build's own plugins (vite.config.ts).
  'scripts/firebasePages.ts',
  'scripts/precompress.ts',
  'scripts/robotsTxt.ts',
  'scripts/siteCard.ts',
  // Vite reads VITE_* settings from these too.
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** Settings of the environment the build reads besides VITE_*. */
const BUILD_SETTINGS = ['BASE_PATH', 'PUBLIC_URL'];

export const STAMP_FILE = '.build-stamp';

/** Test files beside the sources are no part of a build: a changed test rebuilds nothing. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function filesUnder(root: string, relative: string): string[] {
  let stats;
  try {
    stats = statSync(path.join(root, relative));
  } catch {
    return [];
  }
  if (!stats.isDirectory()) return [relative];
  return readdirSync(path.join(root, relative))
    .sort()
    .flatMap((name) => filesUnder(root, path.join(relative, name)))
    .filter((file) => !isTest(file));
}

/** The hash of every build input's path and content, and of the build settings. */
export function buildStamp(root: string, env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((input) => filesUnder(root, input))) {
    hash.update(`file ${file.split(path.sep).join('/')}\n`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\n');
  }
  const settings = Object.keys(env)
    .filter((name) => name.startsWith('VITE_') || BUILD_SETTINGS.includes(name))
    .sort();
  for (const name of settings) hash.update(`env ${name}=${env[name] ?? ''}\n`);
  return hash.digest('hex');
}

export function writeBuildStamp(outDir: string, stamp: string): void {
  writeFileSync(path.join(outDir, STAMP_FILE), `${stamp}\n`);
}

export type BuildDecision =
  { rebuild: false } | { rebuild: true; reason: 'no build yet' | 'sources changed' };

/**
 * Whether the build in `outDir` was made from the sources and settings as they are now, and holds
 * the compiled server.
 */
export function buildDecision(root: string, outDir: string, env: NodeJS.ProcessEnv): BuildDecision {
  let written: string;
  try {
    written = readFileSync(path.resolve(root, outDir, STAMP_FILE), 'utf8').trim();
  } catch {
    return { rebuild: true, reason: 'no build yet' };
  }
  // What `npm start` runs: a build without it is no build.
  if (!existsSync(path.resolve(root, outDir, SERVER_MAIN))) {
    return { rebuild: true, reason: 'no build yet' };
  }
  return written === buildStamp(root, env)
    ? { rebuild: false }
    : { rebuild: true, reason: 'sources changed' };
}

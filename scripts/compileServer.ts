import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { migrationFiles } from '../server/db/migrate';

/**
 * The server compiled to JavaScript (docs/decisions.md#the-server-compiled-to-javascript): one
 * bundle per command, the project's own modules (server/ and what it imports from src/) inside it,
 * packages left to node_modules. Node then starts it without compiling TypeScript, which costs a
 * server start more than a second and a half of CPU on a small machine. `npm run build` writes it
 * into `dist/.server/` (scripts/buildServer.ts), the tests into `.tmp/compiled-server/`. Each entry
 * is one file of its name beside the others.
 */
export const SERVER_ENTRIES = {
  main: 'server/main.ts',
  admin: 'server/cli/admin.ts',
  backup: 'server/cli/backup.ts',
  // Started by the server, not by hand: the thread holding the guide sanitizer's DOM, and the
  // thread reading a backup file.
  sanitizerThread: 'server/guides/sanitizerThread.ts',
  backupReader: 'server/backup/backupReader.ts',
} as const;
export type ServerEntry = keyof typeof SERVER_ENTRIES;

/** Read beside the compiled code (server/db/migrate.ts resolves them from its own module). */
const MIGRATIONS = 'server/db/migrations';

export interface CompiledFile {
  /** Relative to the output folder. */
  path: string;
  contents: Uint8Array;
}

/**
 * Compiles the server in memory: every chunk and its source map, and the migrations. Entry points
 * and chunks sit side by side at the top of the folder, so a module's own URL finds `migrations/`
 * wherever the bundler put it.
 */
export async function compileServer(root: string): Promise<CompiledFile[]> {
  const outdir = path.join(root, '.compiled-server');
  const result = await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // The app is imported only once the configuration holds (server/main.ts): its own chunk.
    splitting: true,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    write: false,
    logLevel: 'silent',
  });
  const files: CompiledFile[] = result.outputFiles.map((file) => ({
    path: path.relative(outdir, file.path),
    contents: file.contents,
  }));
  for (const name of await migrationFiles(path.join(root, MIGRATIONS))) {
    files.push({
      path: path.join('migrations', name),
      contents: await readFile(path.join(root, MIGRATIONS, name)),
    });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** One hash of every compiled file's path and bytes. */
function compiledHash(files: CompiledFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file.path}\n`);
    hash.update(file.contents);
  }
  return hash.digest('hex').slice(0, 16);
}

async function writeFiles(dir: string, files: CompiledFile[]): Promise<void> {
  for (const file of files) {
    const target = path.join(dir, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.contents);
  }
}

/**
 * The compiled server into `dir` (the build's `dist/.server/`), in place of what was there: the
 * chunks' names change with their content, so an earlier build's would stay behind.
 */
export async function writeCompiledServer(root: string, dir: string): Promise<void> {
  const files = await compileServer(root);
  await rm(dir, { recursive: true, force: true });
  await writeFiles(dir, files);
}

/**
 * The compiled server for these sources in `parent/<hash>/`: compiled now, and written there
 * unless a folder of that hash is already whole. Several processes may ask at once; each gets a
 * folder that stays as it is. Folders of other sources not used for a day are removed.
 */
export async function compiledServerFor(root: string, parent: string): Promise<string> {
  const files = await compileServer(root);
  const hash = compiledHash(files);
  const dir = path.join(parent, hash);
  if (!existsSync(path.join(dir, 'main.js'))) {
    const aside = path.join(parent, `${hash}.${randomUUID()}.part`);
    await writeFiles(aside, files);
    try {
      await rename(aside, dir);
    } catch (error) {
      // Another process wrote the same files first: its folder is as good as this one.
      await rm(aside, { recursive: true, force: true });
      if (!existsSync(path.join(dir, 'main.js'))) throw error;
    }
  }
  // In use: not removed by a run of other sources.
  const now = new Date();
  await utimes(dir, now, now);
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of await readdir(parent)) {
    if (name === hash || name.includes('.')) continue;
    const other = path.join(parent, name);
    // Another run may be removing it at the same time.
    const used = await stat(other).then(
      (stats) => stats.mtimeMs,
      () => Date.now(),
    );
    if (used < dayAgo) await rm(other, { recursive: true, force: true });
  }
  return dir;
}

import { existsSync } from 'node:fs';
import {
  chmod,
  copyFile,
  cp,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsHash } from './migrate';

/**
 * A new PGlite database starts from the files of a cluster saved when the first one was created
 * and migrated, instead of creating them anew (initdb takes 3 to 9 s and some 800 MB at its peak;
 * loading the saved files takes about a second) and running every migration again. One file per
 * PGlite version and set of migrations, beside the installed packages in node_modules/.cache
 * (docs/decisions.md#new-databases-start-from-a-saved-cluster).
 */
const PREFIX = 'cluster-pglite-';
const pgliteDir = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
);

let clusterName: Promise<string> | undefined;

/** The saved cluster's name: one per PGlite version and set of migrations. */
export function savedClusterName(): Promise<string> {
  clusterName ??= (async () => {
    const { version } = JSON.parse(
      await readFile(path.join(pgliteDir, 'package.json'), 'utf8'),
    ) as { version: string };
    return `${PREFIX}${version}-${await migrationsHash()}`;
  })();
  return clusterName;
}

/** Where this installation keeps its saved cluster. */
export async function savedClusterFile(): Promise<string> {
  // node_modules/@electric-sql/pglite → node_modules/.cache/hero-guide
  return path.resolve(
    pgliteDir,
    '..',
    '..',
    '.cache',
    'hero-guide',
    `${await savedClusterName()}.tar`,
  );
}

/**
 * The build leaves beside the compiled server (`dist/.server/clusters/<name>/`, found from this
 * module's URL as the migrations are) the saved cluster as a ready data folder: a new data folder
 * is a copy of it, which takes half the memory of loading the saved file
 * (docs/decisions.md#new-databases-start-from-a-saved-cluster). Run from the sources, there is
 * none.
 */
export const READY_CLUSTERS_DIR = 'clusters';

/** The ready data folder of this PGlite version and set of migrations, which may not exist. */
export async function readyClusterFolder(): Promise<string> {
  return path.join(
    fileURLToPath(new URL(`./${READY_CLUSTERS_DIR}/`, import.meta.url)),
    await savedClusterName(),
  );
}

/**
 * Copies a ready cluster folder into `dataDir`, beside the files of ours already there (the lock).
 * PG_VERSION, which marks a folder as holding a cluster, comes last: a copy cut short is copied
 * again at the next start. False when there is no such folder.
 */
export async function copyReadyCluster(folder: string, dataDir: string): Promise<boolean> {
  const marker = path.join(folder, 'PG_VERSION');
  if (!existsSync(marker)) return false;
  await cp(folder, dataDir, { recursive: true, filter: (source) => source !== marker });
  // The build's folder is readable by all (the server runs as a user of its own); the copy is the
  // database of this one user, as PostgreSQL keeps its own.
  await setModes(folder, dataDir, { folders: 0o700, files: 0o600 });
  await copyFile(marker, path.join(dataDir, 'PG_VERSION'));
  await chmod(path.join(dataDir, 'PG_VERSION'), 0o600);
  return true;
}

/**
 * Gives every folder and file under `from` (a path relative to it, found under `to`) the mode
 * given: PostgreSQL writes some of its files readable by their owner alone, others by anyone.
 * `from` and `to` may be the same folder.
 */
export async function setModes(
  from: string,
  to: string,
  modes: { folders: number; files: number },
): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      await chmod(target, modes.folders);
      await setModes(path.join(from, entry.name), target, modes);
    } else {
      // A file left out of the copy (PG_VERSION, copied last) has none to set yet.
      await chmod(target, modes.files).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

/**
 * A Blob over bytes already read. PGlite reads the cluster with `arrayBuffer()`, which for a plain
 * Blob of Node 20 copies the 40 MB through a stream, half a second of CPU; this hands them over.
 */
class BytesBlob extends Blob {
  readonly #content: Uint8Array;

  constructor(content: Uint8Array) {
    super([]);
    this.#content = content;
  }

  override get size(): number {
    return this.#content.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#content;
    // A file this large is read into a buffer of its own: handed over as it is, not copied.
    const whole = byteOffset === 0 && byteLength === buffer.byteLength;
    return Promise.resolve(
      (whole ? buffer : buffer.slice(byteOffset, byteOffset + byteLength)) as ArrayBuffer,
    );
  }
}

/** The saved cluster's bytes, or null when there is none (yet) or it cannot be read. */
export async function readSavedCluster(file: string): Promise<Blob | null> {
  try {
    return new BytesBlob(await readFile(file));
  } catch {
    return null;
  }
}

/**
 * Saves the files of `pg`, a cluster just created (and migrated), with nothing else in it. Written
 * aside then renamed, so a process that reads it meanwhile finds the whole file or none; the saved
 * clusters of other versions or migrations are removed. Only a shortcut: when it cannot be written
 * (a read-only installation), the next new database is created anew.
 */
export async function saveCluster(pg: PGlite, file: string): Promise<void> {
  const aside = `${file}.${process.pid}.part`;
  try {
    const dump = await pg.dumpDataDir('none');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(aside, Buffer.from(await dump.arrayBuffer()));
    await rename(aside, file);
    const folder = path.dirname(file);
    for (const name of await readdir(folder)) {
      const other = path.join(folder, name);
      if (name.startsWith(PREFIX) && name.endsWith('.tar') && other !== file) {
        await rm(other, { force: true });
      }
    }
  } catch {
    await rm(aside, { force: true });
  }
}

import { existsSync } from 'node:fs';
import { chmod, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from '../server/db/pglite';
import {
  READY_CLUSTERS_DIR,
  savedClusterFile,
  savedClusterName,
  setModes,
} from '../server/db/savedCluster';
import { SERVER_DIR } from '../server/render/buildLayout';
import { SAMPLE_IMAGES_DIR, writeSampleImages } from '../server/seed/sampleImages';
import { writeCompiledServer } from './compileServer';

/**
 * The server's part of `npm run build`, into `<outDir>/.server/`
 * (docs/decisions.md#the-server-compiled-to-javascript): the server compiled to JavaScript, which
 * `npm start` runs with Node alone; the ready data folder a new PGlite database is copied from
 * (docs/decisions.md#new-databases-start-from-a-saved-cluster); the sample pictures, drawn
 * (docs/decisions.md#sample-content). The last two are found by the compiled modules beside them.
 */
export async function buildServer(root: string, outDir: string): Promise<void> {
  const dir = path.resolve(root, outDir, SERVER_DIR);
  await writeCompiledServer(root, dir);
  await writeReadyCluster(path.join(dir, READY_CLUSTERS_DIR));
  await writeSampleImages(path.join(dir, SAMPLE_IMAGES_DIR));
}

/**
 * The saved cluster of this installation, created (in memory, where it is saved) when missing, then
 * opened as a new data folder and closed: a folder holding the cluster alone, none of the files a
 * running server keeps beside it (its lock, backups).
 */
async function writeReadyCluster(parent: string): Promise<void> {
  if (!existsSync(await savedClusterFile())) await (await openPglite('memory://')).close();
  const target = path.join(parent, await savedClusterName());
  const aside = `${target}.part`;
  await rm(aside, { recursive: true, force: true });
  await mkdir(parent, { recursive: true });
  await (await openPglite(aside, { readyCluster: false })).close();
  // Read by the server's own user, who did not build it (docs/deploy.md); changed by no one.
  await chmod(aside, 0o755);
  await setModes(aside, aside, { folders: 0o755, files: 0o644 });
  await rename(aside, target);
}

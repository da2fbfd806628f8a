/**
 * In-memory PGlite databases for the tests, started from one saved empty cluster rather than
 * created anew each time (server/db/pglite.ts): the global setup saves the cluster once per run,
 * the setup file of each test file hands it to the server's database code. Migrations still run
 * on every database as usual.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { emptyClusterDump, startInMemoryDatabasesFrom } from '../../server/db/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** Global setup: saves a new, empty cluster to a file of this run, and returns the file. */
export async function saveTemplate(project: TestProject): Promise<string> {
  const dump = await emptyClusterDump();
  const file = path.resolve('.tmp', `pglite-template-${project.name}-${process.pid}.tar`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return file;
}

/** Setup file: the test file's in-memory databases start from the saved cluster. */
export async function startFromSavedTemplate() {
  startInMemoryDatabasesFrom(new Blob([await readFile(inject('pgliteTemplate'))]));
}

import { existsSync } from 'node:fs';
import { openPglite } from '../../server/db/pglite';
import { savedClusterFile } from '../../server/db/savedCluster';

/**
 * Saves the migrated PGlite cluster every new database starts from, once, before the test files
 * run (the first new database saves it): on a clean clone they would otherwise each create their
 * first database anew, at the same time.
 */
export default async function setup() {
  if (existsSync(await savedClusterFile())) return;
  await (await openPglite('memory://')).close();
}

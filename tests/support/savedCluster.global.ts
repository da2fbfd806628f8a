import { ensureSavedCluster } from '../../server/db/savedCluster';

/**
 * Saves the empty PGlite cluster every new database starts from, once, before the test files run:
 * on a clean clone they would otherwise each create their first database anew, at the same time.
 */
export default async function setup() {
  await ensureSavedCluster();
}

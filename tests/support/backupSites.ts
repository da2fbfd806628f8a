import { afterAll } from 'vitest';
import type { App } from '../../server/app';
import { makeTestApp } from './testApp';

/**
 * The sites a backup test file restores into, beside its source: an empty one (migrated, nothing
 * seeded) or one with the sample data; each is closed once the file's tests are done.
 */
export function backupSites() {
  const opened: App[] = [];
  afterAll(async () => {
    for (const app of opened) await app.close();
  });
  const open = async (seedSampleData: boolean) => {
    const app = await makeTestApp({ seedSampleData });
    opened.push(app);
    return app;
  };
  return { emptySite: () => open(false), sampleSite: () => open(true) };
}

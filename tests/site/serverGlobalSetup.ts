import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../support/builtServer';
import type { SampleOfModes, SampleOfRecords } from '../support/publicPageCases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built server under test, `http://127.0.0.1:{port}`. */
    siteOrigin: string;
    /** The first hero and the first guide of the sample data, for their pages. */
    heroId: string;
    guideId: string;
    /** A sample game mode, and two sample heroes to compare. */
    modes: SampleOfModes;
    /** A sample team and equipment item. */
    records: SampleOfRecords;
  }
}

async function firstOf<T>(origin: string, list: string, count = 1): Promise<T[]> {
  const response = await fetch(`${origin}/api/${list}`);
  if (!response.ok) throw new Error(`GET /api/${list} answered ${response.status}`);
  const items = (await response.json()) as T[];
  if (items.length < count) {
    throw new Error(`GET /api/${list} holds ${items.length}: the sample data should hold ${count}`);
  }
  return items.slice(0, count);
}

const firstId = async (origin: string, list: string) =>
  (await firstOf<{ id: string }>(origin, list))[0]!.id;

type Named = { id: string; name: string };

/**
 * One built server for the served-site checks: `dist` (npm test builds it with its manifest) on a
 * free port, a memory database filled with the sample data. Nothing is built here.
 */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer({ staticDir: 'dist' });
  try {
    project.provide('siteOrigin', server.origin);
    project.provide('heroId', await firstId(server.origin, 'heroes'));
    project.provide('guideId', await firstId(server.origin, 'guides'));
    const [mode] = await firstOf<Named>(server.origin, 'modes');
    const [first, second] = await firstOf<Named>(server.origin, 'heroes', 2);
    project.provide('modes', {
      mode: { id: mode!.id, name: mode!.name },
      compared: [
        { id: first!.id, name: first!.name },
        { id: second!.id, name: second!.name },
      ],
    });
    const [team] = await firstOf<Named>(server.origin, 'teams');
    const [item] = await firstOf<Named>(server.origin, 'equipment');
    project.provide('records', {
      team: { id: team!.id, name: team!.name },
      item: { id: item!.id, name: item!.name },
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}

import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../support/builtServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built server under test, `http://127.0.0.1:{port}`. */
    siteOrigin: string;
    /** The first hero and the first guide of the sample data, for their pages. */
    heroId: string;
    guideId: string;
  }
}

async function firstId(origin: string, list: string): Promise<string> {
  const response = await fetch(`${origin}/api/${list}`);
  if (!response.ok) throw new Error(`GET /api/${list} answered ${response.status}`);
  const [first] = (await response.json()) as { id: string }[];
  if (!first) throw new Error(`GET /api/${list} is empty: the sample data should hold some`);
  return first.id;
}

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
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}

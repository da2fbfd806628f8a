import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { saveTemplate } from './pgliteTemplate';

export default async function setup(project: TestProject) {
  const file = await saveTemplate(project);
  return () => rm(file, { force: true });
}

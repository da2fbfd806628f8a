// @vitest-environment node
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { dirs, drill, ROUNDS } from './killDrill';

it('PGlite: every acknowledged write survives 3 kills, and the data folder opens cleanly', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kill-drill-'));
  dirs.push(dataDir);
  expect(await drill({ dataDir })).toBeGreaterThan(ROUNDS);
}, 300_000);

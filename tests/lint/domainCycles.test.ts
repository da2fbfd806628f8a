// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCycle, findCycle, importGraph } from '../support/importGraph';

/**
 * No two modules of src/domain import each other, directly or around a loop, type-only imports
 * included (docs/decisions.md#walls). Lint's `import-x/no-cycle` leaves out every `import type`
 * and has no option to count them, so equipment.ts and liveEquipment.ts imported each other
 * without a word; this graph counts every import the files spell.
 */
const DOMAIN = path.resolve(import.meta.dirname, '../../src/domain');

describe('the modules of src/domain', () => {
  it('import each other in no cycle, type-only imports counted', () => {
    const graph = importGraph(DOMAIN, (file) => path.relative(DOMAIN, file));
    // A type-only import is an edge: codeStatus.ts names a code and nothing else of the domain.
    expect(graph.get('codeStatus.ts')).toEqual(
      new Map([['code.ts', 'codeStatus.ts imports ./code']]),
    );
    const cycle = findCycle(graph);
    expect(cycle && describeCycle(graph, cycle), 'a cycle of domain modules').toBeNull();
  });
});

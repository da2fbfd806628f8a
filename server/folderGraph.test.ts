// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { describeCycle, findCycle, importGraph, type Graph } from '../tests/support/importGraph';

/**
 * The server's parts import each other only downward (docs/decisions.md#server-layers): each
 * folder under server/ is one part, and each file directly in server/ (the app, its start, its
 * configuration) one part of its own, since the app sits at the top and its configuration at the
 * bottom. Every import between two parts is an edge, resolved as TypeScript resolves it; a cycle
 * of edges fails.
 */
const SERVER = path.dirname(fileURLToPath(import.meta.url));

/** The part a file of `root` belongs to: its top folder, or the file itself. */
const partsOf = (root: string) => (file: string) => {
  const [top = '', ...rest] = path.relative(root, file).split(path.sep);
  return rest.length > 0 ? `${top}/` : top;
};

const folderGraph = (root: string) => importGraph(root, partsOf(root));

describe('the server folder graph', () => {
  const fixtures = mkdtempSync(path.join(tmpdir(), 'folder-graph-'));
  afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

  it('finds a cycle among parts and names each import along it', () => {
    const graph: Graph = new Map([
      ['routes/', new Map([['history/', 'routes/history.ts imports ../history/trash']])],
      ['history/', new Map([['repositories/', 'history/trash.ts imports ../repositories/codes']])],
      ['repositories/', new Map([['history/', 'repositories/codes.ts imports ../history/log']])],
    ]);
    const cycle = findCycle(graph);
    expect(cycle).toEqual(['history/', 'repositories/', 'history/']);
    expect(describeCycle(graph, cycle!)).toBe(
      'history/ -> repositories/ (history/trash.ts imports ../repositories/codes)\n' +
        'repositories/ -> history/ (repositories/codes.ts imports ../history/log)',
    );
    graph.get('repositories/')!.clear();
    expect(findCycle(graph)).toBeNull();
  });

  it("sees an import of a folder's index.ts and a type-only import", () => {
    mkdirSync(path.join(fixtures, 'routes'));
    mkdirSync(path.join(fixtures, 'history'));
    writeFileSync(
      path.join(fixtures, 'routes/trash.ts'),
      "export type Route = string;\nexport { purge } from '../history';\n",
    );
    writeFileSync(
      path.join(fixtures, 'history/index.ts'),
      "import type { Route } from '../routes/trash';\nexport const purge = (route?: Route) => route;\n",
    );
    const graph = folderGraph(fixtures);
    expect(graph.get('routes/')).toEqual(
      new Map([['history/', 'routes/trash.ts imports ../history']]),
    );
    expect(graph.get('history/')).toEqual(
      new Map([['routes/', 'history/index.ts imports ../routes/trash']]),
    );
    expect(findCycle(graph)).not.toBeNull();
  });

  it('has no cycle: every part imports only parts below it', () => {
    const graph = folderGraph(SERVER);
    // The imports are read: the routes reach the auth guard, the app its routes.
    expect(graph.get('routes/')?.has('auth/')).toBe(true);
    expect(graph.get('app.ts')?.has('routes/')).toBe(true);
    const cycle = findCycle(graph);
    expect(cycle && describeCycle(graph, cycle), 'a cycle of server parts').toBeNull();
  });
});

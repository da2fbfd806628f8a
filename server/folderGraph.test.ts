// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's parts import each other only downward (docs/decisions.md#server-layers): each
 * folder under server/ is one part, and each file directly in server/ (the app, its start, its
 * configuration) one part of its own, since the app sits at the top and its configuration at the
 * bottom. Every import between two parts is an edge; a cycle of edges fails.
 */
const SERVER = path.dirname(fileURLToPath(import.meta.url));

type Graph = Map<string, Map<string, string>>;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The part a file of the server belongs to: its top folder, or the file itself. */
function partOf(file: string): string {
  const [top = '', ...rest] = path.relative(SERVER, file).split(path.sep);
  return rest.length > 0 ? `${top}/` : top;
}

/** Every part's imports of other parts, each edge with one import that makes it. */
function serverGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(SERVER)) {
    const from = partOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), fileName);
      if (!target.startsWith(`${SERVER}${path.sep}`)) continue;
      const to = partOf(/\.\w+$/.test(target) ? target : `${target}.ts`);
      if (to !== from && !edges.has(to)) {
        edges.set(to, `${path.relative(SERVER, file)} imports ${fileName}`);
      }
    }
  }
  return graph;
}

/** A cycle of the graph as the parts along it (the first again at the end), or null. */
function findCycle(graph: Graph): string[] | null {
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (part: string): string[] | null => {
    const start = trail.indexOf(part);
    if (start >= 0) return [...trail.slice(start), part];
    if (done.has(part)) return null;
    trail.push(part);
    for (const next of graph.get(part)?.keys() ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    done.add(part);
    return null;
  };
  for (const part of graph.keys()) {
    const cycle = visit(part);
    if (cycle) return cycle;
  }
  return null;
}

/** The cycle's edges, each with an import that makes it. */
function describeCycle(graph: Graph, cycle: string[]): string {
  return cycle
    .slice(1)
    .map((to, index) => {
      const from = cycle[index]!;
      return `${from} -> ${to} (${graph.get(from)?.get(to)})`;
    })
    .join('\n');
}

describe('the server folder graph', () => {
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

  it('has no cycle: every part imports only parts below it', () => {
    const graph = serverGraph();
    // The imports are read: the routes reach the auth guard, the app its routes.
    expect(graph.get('routes/')?.has('auth/')).toBe(true);
    expect(graph.get('app.ts')?.has('routes/')).toBe(true);
    const cycle = findCycle(graph);
    expect(cycle && describeCycle(graph, cycle), 'a cycle of server parts').toBeNull();
  });
});

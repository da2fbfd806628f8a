import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The imports between parts of a folder, as a graph whose cycles fail a test
 * (docs/decisions.md#server-layers, docs/decisions.md#walls). Every import a file spells is read
 * with TypeScript's own scanner, type-only ones too, and resolved as the type check resolves it
 * (tsconfig.json's module resolution and paths): `'../backend'` is the folder's `index.ts`, an
 * alias is the file it names.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Each part's imports of other parts, each edge with one import that makes it. */
export type Graph = Map<string, Map<string, string>>;

/** An import as spelled, and the source file it resolves to. */
export interface ResolvedImport {
  specifier: string;
  file: string;
}

/** tsconfig.json's compiler options, read as tsc reads them. */
function projectOptions(): ts.CompilerOptions {
  const configFile = path.join(ROOT, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, configFile).options;
}

/**
 * A reader of the source files a file imports; packages and what resolves to no source file (a
 * stylesheet) are left out. Made once: it keeps the options and the resolutions it has done.
 */
export function importReader(): (file: string) => ResolvedImport[] {
  const options = projectOptions();
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  return (file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles.flatMap(({ fileName }) => {
      const { resolvedModule } = ts.resolveModuleName(fileName, file, options, ts.sys, cache);
      if (!resolvedModule || resolvedModule.isExternalLibraryImport) return [];
      return [{ specifier: fileName, file: path.resolve(resolvedModule.resolvedFileName) }];
    });
  };
}

/** The TypeScript sources of a folder and those below it, tests left out. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The graph of the parts of `folder`: `partOf` names the part a file belongs to, and each import
 * of a file of another part below `folder` is an edge, named as `<file> imports <specifier>` with
 * the file's path from `folder`.
 */
export function importGraph(folder: string, partOf: (file: string) => string): Graph {
  const readImports = importReader();
  const graph: Graph = new Map();
  for (const file of sourceFiles(folder)) {
    const from = partOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const { specifier, file: target } of readImports(file)) {
      if (!target.startsWith(`${folder}${path.sep}`)) continue;
      const to = partOf(target);
      if (to !== from && !edges.has(to)) {
        edges.set(to, `${path.relative(folder, file)} imports ${specifier}`);
      }
    }
  }
  return graph;
}

/** A cycle of the graph as the parts along it (the first again at the end), or null. */
export function findCycle(graph: Graph): string[] | null {
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
export function describeCycle(graph: Graph, cycle: string[]): string {
  return cycle
    .slice(1)
    .map((to, index) => {
      const from = cycle[index]!;
      return `${from} -> ${to} (${graph.get(from)?.get(to)})`;
    })
    .join('\n');
}

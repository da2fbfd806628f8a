import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Strings that only admin, editor or Firebase code contains. */
export const FORBIDDEN_IN_VISITOR_CODE: Record<string, RegExp> = {
  'admin sign-in page': /Login failed\. Please check your credentials\./,
  'admin bar': /admin-bar/,
  'admin guide pages': /Create Guide|Edit Guide/,
  'media library page': /Delete all unused/,
  'rich-text editor': /ProseMirror|@tiptap|tiptap/i,
  'Firebase SDK': /@firebase\/|firestore\.googleapis\.com|identitytoolkit/,
  // src/app/publicPages.ts: each page's queries, source file, collections and head, for the server.
  "the server's page table": /src\/features\/heroes\/HeroesPage\.tsx/,
};

/**
 * Strings only the parts loaded on demand contain: the search panel, the chart viewer, and the
 * hero field list that only admins' forms and writes load.
 */
export const ON_DEMAND_CODE: Record<string, RegExp> = {
  'search panel': /site-search-results/,
  'chart viewer': /chart-viewer/,
  // The hero's field list (src/domain/heroFields.ts), which only the admin form and the writes
  // use: the blank slots a list field has in the form are named in no other code of the SPA.
  'hero field list': /\bformSlots\b/,
};

/** Zod's own code: the names of its base type and its error class, which it always carries. */
export const ZOD_CODE = /\$ZodType|\bZodError\b/;

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
  text: string;
}

function readBundleFile(distDir: string, file: string): BundleFile {
  const buffer = readFileSync(file);
  return {
    file: path.relative(distDir, file),
    bytes: buffer.length,
    gzipBytes: gzipSync(buffer, { level: 9 }).length,
    text: buffer.toString('utf8'),
  };
}

/**
 * The JavaScript a visitor's browser fetches before anything is clicked: the entry module and
 * every chunk the HTML preloads (Vite lists the entry's static imports as modulepreload links).
 */
export function firstLoadScripts(distDir: string): BundleFile[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] as string);
  const base = html.match(/src="([^"]*?)assets\//)?.[1] ?? '/';
  return [...new Set(urls)].map((url) =>
    readBundleFile(distDir, path.join(distDir, url.slice(base.length))),
  );
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Every script a visitor runs once the given modules, each imported with a dynamic `import()`,
 * have loaded: the entry's static closure plus each module's. The modules are source paths, e.g.
 * the Firebase adapter the entry picks at start-up, or the page a route loads when opened. Reads
 * Vite's build manifest (BUILD_MANIFEST=true).
 */
export function loadedScripts(distDir: string, modules: string[]): BundleFile[] {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest of ${distDir}.`);
    if (seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  [...entries, ...modules].forEach(visit);
  return [...seen].map((key) =>
    readBundleFile(distDir, path.join(distDir, (manifest[key] as ManifestChunk).file)),
  );
}

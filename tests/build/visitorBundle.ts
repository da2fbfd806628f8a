import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Strings that only admin, editor or Firebase code contains. */
export const FORBIDDEN_IN_VISITOR_CODE: Record<string, RegExp> = {
  'admin sign-in page': /Login failed\. Please check your credentials\./,
  'admin bar': /admin-bar/,
  'admin guide pages': /Create Guide|Edit Guide/,
  'rich-text editor': /ProseMirror|@tiptap|tiptap/i,
  'Firebase SDK': /@firebase\/|firestore\.googleapis\.com|identitytoolkit/,
};

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
  text: string;
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
  return [...new Set(urls)].map((url) => {
    const file = path.join(distDir, url.slice(base.length));
    const buffer = readFileSync(file);
    return {
      file: path.relative(distDir, file),
      bytes: buffer.length,
      gzipBytes: gzipSync(buffer, { level: 9 }).length,
      text: buffer.toString('utf8'),
    };
  });
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Every script a visitor runs before clicking anything when the entry also imports a module at
 * start-up with a dynamic `import()` (the Firebase build picks its adapter that way): the
 * entry's static closure plus each named module's static closure. Reads Vite's build manifest.
 */
export function startupScripts(distDir: string, startupModules: string[]): BundleFile[] {
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
  [...entries, ...startupModules].forEach(visit);
  return [...seen].map((key) => {
    const file = path.join(distDir, (manifest[key] as ManifestChunk).file);
    const buffer = readFileSync(file);
    return {
      file: path.relative(distDir, file),
      bytes: buffer.length,
      gzipBytes: gzipSync(buffer, { level: 9 }).length,
      text: buffer.toString('utf8'),
    };
  });
}

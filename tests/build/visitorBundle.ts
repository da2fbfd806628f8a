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

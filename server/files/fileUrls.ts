import { isStoredPath } from '../../src/domain/files';

/**
 * Public URLs of a stored file. The thumbnail is the same path with `?thumb=1`: one route serves
 * both, and each URL still names exactly one immutable content (so both are cached forever).
 */
export function fileUrl(basePath: string, path: string): string {
  return path ? `${basePath}files/${path}` : '';
}

export function thumbnailUrl(basePath: string, path: string): string {
  return path ? `${basePath}files/${path}?thumb=1` : '';
}

/**
 * The stored path a URL of this site names (`{basePath}files/{folder}/{name}`, with or without
 * `?thumb=1`), or null for any other URL: another site's, a page, a path that leaves its folder.
 */
export function storedPathOfUrl(basePath: string, url: string): string | null {
  const prefix = `${basePath}files/`;
  if (!url.startsWith(prefix)) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.slice(prefix.length).split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  return isStoredPath(path) ? path : null;
}

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

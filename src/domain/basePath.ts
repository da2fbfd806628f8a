/** A BASE_PATH the build, the router and the server cannot use as a URL path prefix. */
export class InvalidBasePathError extends Error {
  override name = 'InvalidBasePathError';
}

/**
 * BASE_PATH may be written "guide", "/guide" or "/guide/"; the build, the router and the server
 * all need "/guide/" (or "/"). Only letters, digits, '-', '_', '.' and '/' are accepted, and never
 * "..", so the value can be put into URLs and HTML as it is.
 */
export function normalizeBasePath(raw: string | undefined): string {
  const value = (raw ?? '/').trim();
  if (!/^[A-Za-z0-9/_.-]*$/.test(value) || value.includes('..')) {
    throw new InvalidBasePathError(
      `BASE_PATH "${value}" is not a valid path: use letters, digits, '-', '_' and '/' only.`,
    );
  }
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

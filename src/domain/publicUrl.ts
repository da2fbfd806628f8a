/** A PUBLIC_URL that is not an origin such as https://example.org. */
export class InvalidPublicUrlError extends Error {
  override name = 'InvalidPublicUrlError';
}

/**
 * PUBLIC_URL, the site's origin for canonical URLs, share cards and the sitemap: read by the
 * server and by the Firebase build. Undefined when unset; the base path is not part of it.
 */
export function normalizePublicUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new InvalidPublicUrlError(
      `PUBLIC_URL must be the site's origin, such as https://example.org, not "${value}" (the base path goes in BASE_PATH).`,
    );
  }
  return url.origin;
}

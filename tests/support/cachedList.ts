import { expect } from 'vitest';
import type { App } from '../../server/app';

/**
 * A visitor's copy of a cached public list, kept as a browser keeps it: each request sends the
 * ETag of the last answer. Taken before the test writes anything.
 */
export async function cachedListReader(app: App, url: string) {
  let etag = String((await app.inject(url)).headers.etag);
  return {
    /** The list again, which a write must have renewed (200): the names it lists. */
    async read(): Promise<string[]> {
      const response = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(response.statusCode).toBe(200);
      etag = String(response.headers.etag);
      return response.json<{ name: string }[]>().map((listed) => listed.name);
    },
    /** The status of asking again without keeping the answer: 304 while nothing changed. */
    async revalidate(): Promise<number> {
      return (await app.inject({ url, headers: { 'if-none-match': etag } })).statusCode;
    },
  };
}

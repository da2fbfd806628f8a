import type { Backend } from '../contract';
import { createHttpAuth } from './auth';
import { createHttpBackups } from './backups';
import { createHttpClient, type FetchLike } from './client';
import { createHttpCodes } from './codes';
import { createHttpFiles } from './files';
import { createHttpGuides } from './guides';
import { createHttpHeroes } from './heroes';
import { createHttpHistory } from './history';
import { createHttpMedia } from './media';
import { createHttpSettings } from './settings';

export interface HttpBackendOptions {
  /** Where the site (and so the API) lives; the app's base path by default. */
  baseUrl?: string;
  /**
   * Transport for every request. Tests in Node pass one that keeps cookies; uploads then use it
   * too, since XMLHttpRequest would bypass it.
   */
  fetch?: FetchLike;
}

export function createHttpBackend(options: HttpBackendOptions = {}): Backend {
  // Bound so a browser's fetch is not called with the client object as `this`.
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // import.meta.env exists only under Vite; scripts run by plain Node must pass baseUrl.
  const client = createHttpClient(options.baseUrl ?? import.meta.env?.BASE_URL ?? '/', fetchImpl);
  return {
    name: 'http',
    capabilities: { sessions: true, backups: true },
    auth: createHttpAuth(client),
    heroes: createHttpHeroes(client),
    codes: createHttpCodes(client),
    guides: createHttpGuides(client),
    settings: createHttpSettings(client),
    media: createHttpMedia(client),
    files: createHttpFiles(client, options.fetch === undefined),
    history: createHttpHistory(client),
    backups: createHttpBackups(client, options.fetch === undefined),
  };
}

export { errorFromResponse, UNAVAILABLE_MESSAGE } from './client';
export type { FetchLike } from './client';

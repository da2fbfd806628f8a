import type { Backend } from '../contract';
import { deferredApi } from '../deferredApi';
import { BackendError } from '../../domain/errors';
import type { AdminApis } from './adminApis';
import { createHttpAuth } from './auth';
import { UNAVAILABLE_MESSAGE, createHttpClient, type FetchLike } from './client';
import { createHttpGuides } from './guides';
import { createHttpHeroes } from './heroes';
import { createHttpMedia } from './media';
import { httpRecords } from './records';
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
  const preferXhr = options.fetch === undefined;
  // Loaded on first use; a failed download (offline, or a deploy replaced the file) fails that call
  // as `unavailable`, and the next call tries again.
  let adminApis: Promise<AdminApis> | null = null;
  const admin =
    <K extends keyof AdminApis>(part: K) =>
    async () => {
      adminApis ??= import('./adminApis')
        .then((module) => module.createAdminApis(client, preferXhr))
        .catch(() => {
          adminApis = null;
          throw new BackendError('unavailable', UNAVAILABLE_MESSAGE);
        });
      return (await adminApis)[part];
    };
  return {
    name: 'http',
    capabilities: { sessions: true, backups: true },
    auth: createHttpAuth(
      client,
      deferredApi(admin('account'), [
        'listSessions',
        'endSession',
        'endOtherSessions',
        'changePassword',
      ]),
    ),
    // Each record kind under `api/{kind}`, its update nesting its input under the kind's input key
    // (src/domain/kinds.ts, which this first-loaded module does not import: docs/decisions.md#visitor-budget).
    heroes: createHttpHeroes(client),
    codes: httpRecords(client, 'codes', 'code'),
    guides: createHttpGuides(client),
    modes: httpRecords(client, 'modes', 'mode'),
    teams: httpRecords(client, 'teams', 'team'),
    equipment: httpRecords(client, 'equipment', 'item'),
    settings: createHttpSettings(client),
    media: createHttpMedia(client),
    files: deferredApi(admin('files'), ['upload', 'remove', 'list', 'removeUnused']),
    history: deferredApi(admin('history'), [
      'versions',
      'restoreVersion',
      'activity',
      'trash',
      'listTrash',
      'restoreFromTrash',
      'purge',
    ]),
    backups: {
      downloadUrl: () => client.url('api/backup'),
      ...deferredApi(admin('backups'), ['download', 'list', 'restore']),
    },
  };
}

export { errorFromResponse, UNAVAILABLE_MESSAGE } from './client';
export type { FetchLike } from './client';

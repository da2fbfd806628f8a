import type { GuidesApi } from '../contract';
import type { Guide } from '../../domain/guide';
import type { HttpClient } from './client';

export function createHttpGuides(client: HttpClient): GuidesApi {
  const one = (id: string) => `api/guides/${encodeURIComponent(id)}`;
  return {
    list: () => client.request<Guide[]>('GET', 'api/guides'),
    get: (id) => client.request<Guide>('GET', one(id)),
    create: (input) => client.request<Guide>('POST', 'api/guides', { body: input }),
    update: (id, input, baseVersion) =>
      client.request<Guide>('PUT', one(id), { body: { guide: input, baseVersion } }),
    remove: (id) => client.request<void>('DELETE', one(id)),
  };
}

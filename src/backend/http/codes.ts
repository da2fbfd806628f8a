import type { CodesApi } from '../contract';
import type { Code } from '../../domain/code';
import type { HttpClient } from './client';

export function createHttpCodes(client: HttpClient): CodesApi {
  const one = (id: string) => `api/codes/${encodeURIComponent(id)}`;
  return {
    list: () => client.request<Code[]>('GET', 'api/codes'),
    create: (input) => client.request<Code>('POST', 'api/codes', { body: input }),
    update: (id, input, baseVersion) =>
      client.request<Code>('PUT', one(id), { body: { code: input, baseVersion } }),
    remove: (id) => client.request<void>('DELETE', one(id)),
  };
}

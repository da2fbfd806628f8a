import type { HttpClient } from './client';

/**
 * The reads and writes every record collection of our server answers alike: `api/{name}` lists
 * and creates, `api/{name}/{id}` reads, replaces and deletes. An update sends the record under
 * its own name with the version it was based on (`{ hero, baseVersion }`).
 */
export function httpRecords<Item, Input>(client: HttpClient, name: string, inputKey: string) {
  const all = `api/${name}`;
  const one = (id: string) => `${all}/${encodeURIComponent(id)}`;
  return {
    list: () => client.request<Item[]>('GET', all),
    get: (id: string) => client.request<Item>('GET', one(id)),
    create: (input: Input) => client.request<Item>('POST', all, { body: input }),
    update: (id: string, input: Input, baseVersion: number) =>
      client.request<Item>('PUT', one(id), { body: { [inputKey]: input, baseVersion } }),
    remove: (id: string) => client.request<void>('DELETE', one(id)),
  };
}

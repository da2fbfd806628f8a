import type { HeroesApi, ImportReport } from '../contract';
import type { Hero } from '../../domain/hero';
import type { HttpClient } from './client';

export function createHttpHeroes(client: HttpClient): HeroesApi {
  const one = (id: string) => `api/heroes/${encodeURIComponent(id)}`;
  return {
    list: () => client.request<Hero[]>('GET', 'api/heroes'),
    get: (id) => client.request<Hero>('GET', one(id)),
    create: (input) => client.request<Hero>('POST', 'api/heroes', { body: input }),
    update: (id, input, baseVersion) =>
      client.request<Hero>('PUT', one(id), { body: { hero: input, baseVersion } }),
    remove: (id) => client.request<void>('DELETE', one(id)),
    importMany: (data) => client.request<ImportReport>('POST', 'api/heroes/import', { body: data }),
  };
}

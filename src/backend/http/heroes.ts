import type { HeroesApi, ImportReport } from '../contract';
import type { Hero, HeroInput } from '../../domain/hero';
import type { HttpClient } from './client';
import { httpRecords } from './records';

export function createHttpHeroes(client: HttpClient): HeroesApi {
  return {
    ...httpRecords<Hero, HeroInput>(client, 'heroes', 'hero'),
    importMany: (data) => client.request<ImportReport>('POST', 'api/heroes/import', { body: data }),
  };
}

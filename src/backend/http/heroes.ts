import type { HeroesApi, ImportPreview, ImportReport } from '../contract';
import type { HttpClient } from './client';
import { httpRecords } from './records';

export function createHttpHeroes(client: HttpClient): HeroesApi {
  return {
    ...httpRecords(client, 'heroes', 'hero'),
    previewImport: (file, imageFiles = []) =>
      client.request<ImportPreview>('POST', 'api/heroes/import/preview', {
        body: { file, imageFiles },
      }),
    importMany: (file, images = {}) =>
      client.request<ImportReport>('POST', 'api/heroes/import', { body: { file, images } }),
  };
}

import type { GuidesApi } from '../contract';
import type { Guide } from '../../domain/guide';
import type { HttpClient } from './client';
import { httpRecords } from './records';

export function createHttpGuides(client: HttpClient): GuidesApi {
  return {
    ...httpRecords(client, 'guides', 'guide'),
    listDrafts: () => client.request<Guide[]>('GET', 'api/guides/drafts'),
  };
}

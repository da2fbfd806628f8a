import type { GuidesApi } from '../contract';
import type { Guide, GuideInput } from '../../domain/guide';
import type { HttpClient } from './client';
import { httpRecords } from './records';

export function createHttpGuides(client: HttpClient): GuidesApi {
  return {
    ...httpRecords<Guide, GuideInput>(client, 'guides', 'guide'),
    listDrafts: () => client.request<Guide[]>('GET', 'api/guides/drafts'),
  };
}

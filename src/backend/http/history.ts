import type { HistoryApi } from '../contract';
import type { ActivityEntry, Revision, TrashEntry } from '../../domain/history';
import type { HttpClient } from './client';

const part = encodeURIComponent;

export function createHttpHistory(client: HttpClient): HistoryApi {
  const item = (collection: string, itemId: string) =>
    `api/history/${part(collection)}/${part(itemId)}`;
  const trashed = (collection: string, itemId: string) =>
    `api/history/trash/${part(collection)}/${part(itemId)}`;
  return {
    versions: (collection, itemId) => client.request<Revision[]>('GET', item(collection, itemId)),
    restoreVersion: (collection, itemId, revisionId, baseVersion) =>
      client.request<void>('POST', `${item(collection, itemId)}/restore`, {
        body: { revisionId, baseVersion },
      }),
    activity: (after) =>
      client.request<ActivityEntry[]>(
        'GET',
        after
          ? `api/history/activity?afterAt=${part(after.at)}&afterId=${part(after.id)}`
          : 'api/history/activity',
      ),
    trash: () => client.request<TrashEntry[]>('GET', 'api/history/trash'),
    listTrash: () => client.request<TrashEntry[]>('GET', 'api/history/trash?purge=false'),
    restoreFromTrash: (collection, itemId) =>
      client.request<void>('POST', `${trashed(collection, itemId)}/restore`),
    purge: (collection, itemId) => client.request<void>('DELETE', trashed(collection, itemId)),
  };
}

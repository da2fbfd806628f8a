import type { DocumentData } from 'firebase/firestore/lite';
import { contentOfRecord } from '../../domain/history';
import { declarationOf, recordOf, type ItemOf, type RecordKind } from '../../domain/kinds';
import type { RecordDocs } from './recordDocs';
import { byField, storedFiles } from './recordDocument';
import type { HistoryOf } from './revisions';

/**
 * What history keeps of a document of `kind` (src/domain/history.ts says what a version is): the
 * kept fields of the item it reads as, or what the kind's `content` makes of them; the files it
 * shows; its image's URL for a comparison; when it was last written (a record kind that is not
 * dated, when it was created).
 */
export function recordHistory<K extends RecordKind>(
  kind: K,
  { read }: RecordDocs<K>,
  content?: (item: ItemOf<K>, data: DocumentData) => unknown,
): (id: string) => HistoryOf & { collection: K } {
  const { image } = declarationOf(kind);
  const { dated } = recordOf(kind);
  return (id) => ({
    collection: kind,
    itemId: id,
    content: (data) =>
      content ? content(read(id, data), data) : contentOfRecord(kind, read(id, data) as never),
    files: (data) => storedFiles(kind, data),
    imageUrls(data) {
      const item = byField(read(id, data));
      const path = image ? item[image] : '';
      return typeof path === 'string' && path ? { [path]: String(item.imageUrl) } : {};
    },
    writtenAt(data) {
      const when = byField(read(id, data))[dated ? 'updatedAt' : 'createdAt'];
      return typeof when === 'string' ? when : '';
    },
  });
}

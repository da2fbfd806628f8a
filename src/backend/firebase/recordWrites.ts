import type { DocumentData, DocumentReference } from 'firebase/firestore/lite';
import { historyFiles } from '../../domain/history';
import { KIND_SCHEMAS } from '../../domain/kindSchemas';
import {
  declarationOf,
  recordOf,
  type InputOf,
  type ItemOf,
  type RecordKind,
  type UploadFolder,
} from '../../domain/kinds';
import { parseOrInvalid } from '../../domain/validation';
import { adminEmail } from './adminGuard';
import { keptCreatedAt } from './converters';
import { nowIso } from './documents';
import { recordCollection, type RecordCollection } from './recordCollection';
import type { RecordDocs } from './recordDocs';
import {
  byField,
  documentFields,
  fileFields,
  newDocument,
  storedFiles,
  writtenDocument,
  type DocumentFiles,
} from './recordDocument';
import { recordHistory } from './recordHistory';
import type { HistoryOf } from './revisions';
import type { FirebaseServices } from './services';
import { storedImageUrl } from './storedImages';
import type { AlsoInTransaction, WriteBy } from './versionedWrite';

/** How a write cleans the guide HTML it stores: the one sanitizer, and this project's files only. */
export interface HtmlCleaning {
  sanitize: (html: string) => string;
  isOwnImage: (src: string) => boolean;
}

/** The document an update replaces, and the item it reads as. */
export interface Replaced<K extends RecordKind> {
  data: DocumentData;
  item: ItemOf<K>;
}

/**
 * A kind's own rules on top of the writes every record shares (docs/decisions.md#record-kinds):
 * every part but how its documents read is optional, and what a kind leaves out is what every
 * record does.
 */
export interface WriteRules<K extends RecordKind> {
  docs: RecordDocs<K>;
  /** The input as its schema checks and trims it, or `invalid` by field (default: KIND_SCHEMAS). */
  check?(input: InputOf<K>, isNew: boolean): InputOf<K>;
  /** Its HTML cleaned (docs/decisions.md#one-sanitizer); called only when it holds any. */
  clean?(input: InputOf<K>, html: HtmlCleaning): InputOf<K> | Promise<InputOf<K>>;
  /** The document's fields (default: each kept field as the input holds it). */
  fields?(input: InputOf<K>): DocumentData;
  /** What else the document holds, given the one an update replaces (null for a create). */
  more?(
    input: InputOf<K>,
    replaced: Replaced<K> | null,
    now: string,
  ): DocumentData | Promise<DocumentData>;
  /** Part of the write's transaction, for a rule that spans documents; `input` is null for a delete. */
  also?(
    input: InputOf<K> | null,
    id: string,
  ): AlsoInTransaction | undefined | Promise<AlsoInTransaction | undefined>;
  /** The record a create wrote, where its document does not say it all (a server timestamp). */
  created?(ref: DocumentReference): Promise<ItemOf<K>>;
  /** What a version keeps of a document (default: the kept fields of the item it reads as). */
  content?(item: ItemOf<K>, data: DocumentData): unknown;
  /** A document back from the trash, with what else the deleted one held. */
  restored?(document: DocumentData, item: ItemOf<K>, record: DocumentData): DocumentData;
  /** Part of the transaction that brings an item back from the trash. */
  restoreAlso?(id: string, item: ItemOf<K>): AlsoInTransaction;
}

/** A record kind's writes, and what history and the trash need of its documents. */
export interface RecordWrites<K extends RecordKind> {
  /** How its documents are written, for a write of its own (a hero import). */
  collection: RecordCollection<ItemOf<K>>;
  /** A whole new document of `input`, as a create stores it. */
  newDocument(input: InputOf<K>, files: DocumentFiles, now: string): Promise<DocumentData>;
  /** The document of `input` that replaces one, but its createdAt and version. */
  document(
    input: InputOf<K>,
    files: DocumentFiles,
    replaced: Replaced<K>,
    now: string,
  ): Promise<DocumentData>;
  create(input: InputOf<K>): Promise<ItemOf<K>>;
  /** `by.action` is `restored` for an earlier version put back (history.ts). */
  update(
    id: string,
    input: InputOf<K>,
    baseVersion: number,
    by?: Pick<WriteBy, 'action'>,
  ): Promise<ItemOf<K>>;
  /** Into the trash, with what it names as it is; its images stay until it is purged. */
  remove(id: string): Promise<void>;
  /** What history keeps of the item `id`. */
  history(id: string): HistoryOf & { collection: K };
  /**
   * A trashed document as it comes back: rebuilt the way an edit writes it (a document of the
   * upstream site may lack fields, or hold ones the rules refuse), as `version`, with the
   * `createdAt` it had.
   */
  restored(id: string, record: DocumentData, version: number, now: string): DocumentData;
  /** Part of the transaction that brings the trashed `record` back, if the kind has one. */
  restoreAlso(id: string, record: DocumentData): AlsoInTransaction | undefined;
}

/**
 * The writes of a record kind (docs/firebase.md): a create with its first version in history, an
 * update unless the document changed since its base version, a delete into the trash
 * (recordCollection.ts), each with the kind's own rules. A write checks the
 * input with the kind's schema, cleans its HTML with the one sanitizer, and stores each field with
 * the download URL of its image (kept unless the image changed) and the stored files its HTML
 * shows; Storage and the sanitizer load only when the HTML needs them.
 */
export function recordWrites<K extends RecordKind>(
  services: FirebaseServices,
  kind: K,
  rules: WriteRules<K>,
  sanitizer: () => Promise<(html: string) => string>,
): RecordWrites<K> {
  const { subject, read } = rules.docs;
  const { image, folder, html } = declarationOf(kind);
  const history = recordHistory(kind, rules.docs, rules.content);
  const collection = recordCollection(services, kind, subject, read, history);

  /** The input checked and cleaned, with the stored files it shows. */
  async function prepared(input: InputOf<K>, isNew: boolean) {
    const checked = rules.check
      ? rules.check(input, isNew)
      : (parseOrInvalid(KIND_SCHEMAS[kind], input) as InputOf<K>);
    const texts = html?.(byField(checked)) ?? [];
    const storage = texts.some((text) => /<img/i.test(text)) ? await services.storage() : null;
    const pathOf = (src: string) => storage?.pathOfUrl(src) ?? null;
    const cleaned =
      rules.clean && texts.some(Boolean)
        ? await rules.clean(checked, {
            sanitize: await sanitizer(),
            isOwnImage: (src) => pathOf(src) !== null,
          })
        : checked;
    return { input: cleaned, images: historyFiles(kind, cleaned, pathOf) };
  }

  /** The download URL of the image a document is about to show: the stored one unless it changed. */
  async function imageUrl(input: InputOf<K>, replaced: Replaced<K> | null): Promise<string> {
    if (!image) return '';
    const path = String(byField(input)[image]);
    const old = replaced && byField(replaced.item);
    if (old && old[image] === path) return String(old.imageUrl);
    return path ? storedImageUrl(services, path, folder as UploadFolder) : '';
  }

  return {
    collection,
    history,
    newDocument: (input, files, now) => newDocument(kind, rules, input, files, now),
    document: (input, files, replaced, now) =>
      writtenDocument(kind, rules, input, files, replaced, now),

    async create(input) {
      const author = await adminEmail(services);
      const { input: checked, images } = await prepared(input, true);
      const ref = collection.newRef();
      const url = await imageUrl(checked, null);
      const data = await newDocument(kind, rules, checked, { url, images }, nowIso());
      const added = await collection.add(
        data,
        { author },
        ref,
        await rules.also?.(checked, ref.id),
      );
      return rules.created ? rules.created(ref) : added;
    },

    async update(id, input, baseVersion, by) {
      const author = await adminEmail(services);
      const { input: checked, images } = await prepared(input, false);
      const also = await rules.also?.(checked, id);
      const fields = async (stored: DocumentData) => {
        const replaced = { data: stored, item: read(id, stored) };
        const url = await imageUrl(checked, replaced);
        return writtenDocument(kind, rules, checked, { url, images }, replaced, nowIso());
      };
      const { record } = await collection.update(id, baseVersion, fields, { author, ...by }, also);
      // The earlier image stays: the version kept in history still shows it.
      return record;
    },

    async remove(id) {
      const author = await adminEmail(services);
      await collection.remove(id, { author }, await rules.also?.(null, id));
    },

    restored(id, record, version, now) {
      const item = read(id, record);
      // An item holds its input's fields, and more.
      const fields = rules.fields ? rules.fields(item as InputOf<K>) : documentFields(kind, item);
      const url = String(byField(item).imageUrl ?? '');
      const document = {
        ...fields,
        ...fileFields(kind, url, storedFiles(kind, record)),
        ...(recordOf(kind).dated ? { updatedAt: now } : {}),
      };
      const restored = rules.restored ? rules.restored(document, item, record) : document;
      return { ...restored, ...keptCreatedAt(record), version };
    },

    restoreAlso: (id, record) => rules.restoreAlso?.(id, read(id, record)),
  };
}

import type { Queryable } from '../db/database';
import type { FileStore } from '../files/fileStore';
import { invalid } from '../../src/domain/errors';
import { IMAGE_NOT_FOUND_MESSAGE, type UploadFolder } from '../../src/domain/files';
import { usagesByPath, type FileUsage, type FileUsageKind } from '../../src/domain/fileUsage';
import { MEDIA_SLOTS } from '../../src/domain/media';
import {
  RECORD_KINDS,
  declarationOf,
  fieldsOf,
  recordOf,
  type RecordKind,
} from '../../src/domain/kinds';
import { columnOf, labelColumnOf } from './recordColumns';

/** One row of a usage source: a record (`id`, `label`) that shows the stored file at `path`. */
interface UsageRow {
  path: string;
  id: string;
  label: string;
}

/** Where records show stored files: one small query per kind of record. */
interface UsageSource {
  kind: FileUsageKind;
  /**
   * Selects `path`, `id` and `label` (all text) of every record showing one of the stored paths
   * in `$1` (a text[]), one row per record and path.
   */
  sql: string;
  /** The label people read, where the row's is not it (a media slot's is in MEDIA_SLOTS). */
  label?: (row: UsageRow) => string;
}

/** The file paths HTML in `column` shows, one match per image URL. */
const FILES_SHOWN_BY = (column: string) =>
  `regexp_matches(${column}, '/files/([^"?\\s<>]+)["?]', 'g')`;

/**
 * Guide HTML inside a JSON field, as more of `FROM` yielding `shown`: a hero's skills'
 * descriptions (src/domain/heroFiles.ts).
 */
const HTML_IN_JSON: { [K in RecordKind]?: readonly string[] } = {
  heroes: [`jsonb_array_elements(skills) AS skill, ${FILES_SHOWN_BY("skill->>'description'")}`],
};

/**
 * The files the items of a record kind show, live ones or those in the trash (`trashed`): its
 * image, and the images its guide HTML shows (a guide's content, a team's notes, a hero's build
 * notes and skills).
 */
function recordFiles(kind: RecordKind, trashed: boolean): string[] {
  const { table } = recordOf(kind);
  const { image } = declarationOf(kind);
  const label = labelColumnOf(kind);
  const where = `deleted_at IS ${trashed ? 'NOT NULL' : 'NULL'}`;
  const htmlColumns = fieldsOf(kind)
    .filter(([, type]) => type === 'html')
    .map(([field]) => FILES_SHOWN_BY(columnOf(field)));
  return [
    ...(image
      ? [
          `SELECT ${columnOf(image)} AS path, id, ${label} AS label FROM ${table}
           WHERE ${where} AND ${columnOf(image)} = ANY($1::text[])`,
        ]
      : []),
    ...[...htmlColumns, ...(HTML_IN_JSON[kind] ?? [])].map(
      (shown) => `SELECT shown[1] AS path, id, ${label} AS label FROM ${table}, ${shown} AS shown
         WHERE ${where} AND shown[1] = ANY($1::text[])`,
    ),
  ];
}

const slotLabel = ({ id }: UsageRow) => MEDIA_SLOTS.find((slot) => slot.id === id)?.label ?? id;

/**
 * Every place a stored file can be shown; a file none of them names is unused and may be deleted
 * (docs/product.md#media-library): each record kind that shows files (src/domain/kinds.ts), the
 * media slots, the items in the trash and the versions kept in history (restoring them needs their
 * files, docs/product.md#history-and-trash). HTML shows a file by its URL, `…/files/{path}` closed
 * by a quote or a query string (stored paths hold neither, nor spaces or angle brackets).
 */
const USAGE_SOURCES: readonly UsageSource[] = [
  ...RECORD_KINDS.flatMap((kind): UsageSource[] => {
    const usage = declarationOf(kind).usage as FileUsageKind | undefined;
    return usage ? [{ kind: usage, sql: recordFiles(kind, false).join('\nUNION\n') }] : [];
  }),
  {
    kind: 'media',
    sql: `SELECT image_path AS path, slot_id AS id, slot_id AS label
          FROM media_slots WHERE image_path = ANY($1::text[])`,
    label: slotLabel,
  },
  {
    kind: 'trash',
    sql: RECORD_KINDS.flatMap((kind) => recordFiles(kind, true)).join('\nUNION\n'),
  },
  {
    // The latest label each item's versions gave it, once per file and item.
    kind: 'history',
    sql: `SELECT DISTINCT ON (path, collection, item_id) path, item_id AS id, label
          FROM revisions, unnest(files) AS path
          WHERE files && $1::text[] AND path = ANY($1::text[])
          ORDER BY path, collection, item_id, revisions.id DESC`,
  },
];

/** All sources as one query; `source` is the index of the row's source in USAGE_SOURCES. */
const ALL_USAGES = USAGE_SOURCES.map(
  (source, index) =>
    `SELECT path, ${index} AS source, id, label FROM (${source.sql}) AS source_${index}`,
).join('\nUNION ALL\n');

/**
 * Who shows each of `paths`, in one query whatever their number. A path no record shows has no
 * entry; each list is ordered as the refusal names them (src/domain/fileUsage.ts).
 */
export async function fileUsages(
  tx: Queryable,
  paths: readonly string[],
): Promise<Map<string, FileUsage[]>> {
  if (paths.length === 0) return new Map();
  const rows = await tx.query<UsageRow & { source: number }>(ALL_USAGES, [paths]);
  return usagesByPath(
    rows.map((row) => {
      const source = USAGE_SOURCES[row.source]!;
      return {
        path: row.path,
        kind: source.kind,
        id: row.id,
        label: source.label?.(row) ?? row.label,
      };
    }),
  );
}

/** Whether any record still shows this file (deleting it would break that record). */
export async function isFileInUse(tx: Queryable, path: string): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM (${ALL_USAGES}) AS usages LIMIT 1`, [[path]]);
  return rows.length > 0;
}

/** Removes a replaced or orphaned image, unless another record still points at it. */
export async function deleteFileIfUnused(store: FileStore, tx: Queryable, path: string) {
  if (path && !(await isFileInUse(tx, path))) await store.delete(path, tx);
}

/** Deletes every stored file no record shows; resolves with how many were deleted. */
export async function deleteUnusedFiles(store: FileStore, tx: Queryable): Promise<number> {
  const paths = (await store.list(tx)).map((file) => file.path);
  const usages = await fileUsages(tx, paths);
  return store.deleteMany(
    paths.filter((path) => !usages.has(path)),
    tx,
  );
}

/** A record may only point at a file that was uploaded into its own folder. */
export async function requireStoredImage(
  store: FileStore,
  tx: Queryable,
  path: string,
  folder: UploadFolder,
): Promise<void> {
  if (path.startsWith(`${folder}/`) && (await store.exists(path, tx))) return;
  throw invalid(IMAGE_NOT_FOUND_MESSAGE, { imagePath: IMAGE_NOT_FOUND_MESSAGE });
}

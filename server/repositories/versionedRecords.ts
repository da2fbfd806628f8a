import type { Database, Queryable } from '../db/database';
import { createDbFileStore } from '../files/fileStore';
import { storedPathOfUrl } from '../files/fileUrls';
import { sanitizeGuideHtml } from '../guides/sanitizeGuideHtml';
import { requireStoredImage } from './fileReferences';
import {
  CAST,
  columnOf,
  fieldsFromRow,
  isJson,
  recordFromRow,
  type RecordRow,
  type RecordRowBase,
} from './recordColumns';
import { revisionLog, type VersionRecord, type WriteBy } from './revisionLog';
import { conflict, notFound } from '../../src/domain/errors';
import { contentOfRecord } from '../../src/domain/history';
import {
  subjectOf,
  declarationOf,
  fieldsOf,
  recordOf,
  type InputOf,
  type ItemOf,
  type RecordKind,
  type UploadFolder,
} from '../../src/domain/kinds';

/** How a write cleans the guide HTML it stores: the one sanitizer, and this site's files only. */
export interface HtmlCleaning {
  sanitize: (html: string) => string;
  isOwnImage: (src: string) => boolean;
}

/** How one column is written, where its field's type alone does not say it. */
export interface ColumnRule<Input> {
  /** Its value for a write (default: the field's own value). */
  value?: (input: Input) => unknown;
  /**
   * A null value keeps what the row holds on an update, and is this SQL on an insert: an input
   * that leaves the field out keeps it as it is.
   */
  keep?: string;
}

/**
 * A kind's own rules on top of the versioned-record core (docs/decisions.md#record-kinds): every
 * part is optional, and what a kind leaves out is what every record does.
 */
export interface RecordRules<K extends RecordKind, Row extends RecordRowBase = RecordRow> {
  /** The item a row reads as (default: its fields by type, with its id, times and version). */
  fromRow?(row: Row, basePath: string): ItemOf<K>;
  /** What a version keeps of a row (default: the kept fields of the item it reads as). */
  contentOf?(row: Row, basePath: string): InputOf<K>;
  /** The live rows, to which `AND id = $1` may be added (default: every column of the table). */
  select?: string;
  /** The live items in list order (default: as the table gives them). */
  sort?(items: ItemOf<K>[], q: Queryable): ItemOf<K>[] | Promise<ItemOf<K>[]>;
  /** An input as it is stored: its HTML cleaned (docs/decisions.md#one-sanitizer). */
  clean?(input: InputOf<K>, html: HtmlCleaning): InputOf<K>;
  /** Taken before the row's lock, by every write of the kind in that order (a mode's names). */
  lockFirst?(tx: Queryable): Promise<void>;
  /** Refuses the write unless what it names is live now; `old` is the row an update replaces. */
  check?(tx: Queryable, input: InputOf<K>, old: Row | null): Promise<void>;
  /** More of an update, in its transaction, once the row is written (a hero's tier moves). */
  afterUpdate?(tx: Queryable, old: Row, input: InputOf<K>): Promise<void>;
  /** Why a trashed item may not be live again now, answered 409 (a mode whose name is taken). */
  restoreRefusal?(tx: Queryable, id: string): Promise<string | null>;
  /** Columns written otherwise than their field's value, and columns that are no kept field. */
  columns?: Readonly<Record<string, ColumnRule<InputOf<K>>>>;
}

/** A version of a record as history keeps it (revisionLog). */
export type RecordVersion<K extends RecordKind = RecordKind> = VersionRecord<K> & { at: Date };

type ColumnRules<K extends RecordKind> = RecordRules<K, never>['columns'];

/** The columns an input writes, in order, with their values and how each is written. */
function writtenColumns<K extends RecordKind>(kind: K, rules: ColumnRules<K> = {}) {
  const fromFields = fieldsOf(kind).map(([field, type]) => ({
    name: columnOf(field),
    json: isJson(type),
    cast: CAST[type],
    rule: rules[field] ?? {},
    value: (input: InputOf<K>) => (input as Record<string, unknown>)[field],
  }));
  const named = new Set(fieldsOf(kind).map(([field]) => field));
  const extra = Object.entries(rules)
    .filter(([field]) => !named.has(field))
    .map(([field, rule]) => ({
      name: columnOf(field),
      json: false,
      cast: '',
      rule,
      value: () => null,
    }));
  return [...fromFields, ...extra].map((column) => ({
    ...column,
    param(input: InputOf<K>): unknown {
      const value = column.rule.value ? column.rule.value(input) : column.value(input);
      if (value === undefined || value === null) return null;
      return column.json ? JSON.stringify(value) : value;
    },
  }));
}
type WrittenColumn<K extends RecordKind> = ReturnType<typeof writtenColumns<K>>[number];

/** `$index` for a column's value; a kept column's null is `keepSql` instead. */
function placeholder(index: number, column: WrittenColumn<RecordKind>, keepSql?: string) {
  const param = `$${index}${column.cast}`;
  return column.rule.keep === undefined ? param : `COALESCE(${param}, ${keepSql})`;
}

/**
 * Inserts rows of `kind`, 200 a statement (an import writes thousands); `extra` holds columns
 * only a create writes (a guide's byline). Resolves with the rows as stored.
 */
export async function insertRecordRows<K extends RecordKind, Row = RecordRow>(
  tx: Queryable,
  kind: K,
  inputs: readonly InputOf<K>[],
  {
    columns: rules,
    extra = {},
  }: { columns?: ColumnRules<K>; extra?: Record<string, unknown> } = {},
): Promise<Row[]> {
  const columns = writtenColumns(kind, rules);
  const names = [...columns.map((column) => column.name), ...Object.keys(extra)];
  const rows: Row[] = [];
  for (let start = 0; start < inputs.length; start += 200) {
    const batch = inputs.slice(start, start + 200);
    const values = batch.map((_, row) => {
      const offset = row * names.length;
      const own = columns.map((column, i) => placeholder(offset + i + 1, column, column.rule.keep));
      const more = Object.keys(extra).map((_, i) => `$${offset + columns.length + i + 1}`);
      return `(${[...own, ...more].join(', ')})`;
    });
    rows.push(
      ...(await tx.query<Row>(
        `INSERT INTO ${recordOf(kind).table} (${names.join(', ')})
         VALUES ${values.join(', ')} RETURNING *`,
        batch.flatMap((input) => [
          ...columns.map((column) => column.param(input)),
          ...Object.values(extra),
        ]),
      )),
    );
  }
  return rows;
}

/**
 * The versioned-record core (docs/decisions.md#record-kinds): a record kind's reads, and its
 * writes, each in one transaction that owns its row lock, the version check, the insert or
 * update, the revision log and the trash; the kind's own rules come in as `rules`.
 */
export function versionedRecords<K extends RecordKind, Row extends RecordRowBase = RecordRow>(
  db: Database,
  basePath: string,
  kind: K,
  rules: RecordRules<K, Row> = {},
) {
  const { table, dated } = recordOf(kind);
  /** What one item is, in messages: "This team was not found." */
  const subject = subjectOf(kind);
  const folder = declarationOf(kind).folder as UploadFolder | undefined;
  const image = declarationOf(kind).image;
  const history = revisionLog(basePath);
  const store = createDbFileStore(db);
  const html: HtmlCleaning = {
    sanitize: sanitizeGuideHtml,
    isOwnImage: (src) => storedPathOfUrl(basePath, src) !== null,
  };
  const columns = writtenColumns(kind, rules.columns as ColumnRules<K>);
  const select = rules.select ?? `SELECT * FROM ${table} WHERE deleted_at IS NULL`;

  const fromRow = (row: Row): ItemOf<K> =>
    rules.fromRow
      ? rules.fromRow(row, basePath)
      : ({
          ...fieldsFromRow(kind, row as unknown as RecordRow),
          ...recordFromRow(kind, row, basePath),
        } as ItemOf<K>);

  /** A row as its history keeps it: what its form writes. */
  const versionOf = (row: Row): RecordVersion<K> => ({
    collection: kind,
    itemId: row.id,
    version: row.version,
    content: (rules.contentOf
      ? rules.contentOf(row, basePath)
      : contentOfRecord(kind, fromRow(row) as never)) as RecordVersion<K>['content'],
    // A kind whose writes are not dated dates its last version by the item's creation.
    at: dated ? row.updated_at : row.created_at,
  });

  async function find(q: Queryable, id: string): Promise<ItemOf<K>> {
    const [row] = await q.query<Row>(`${select} AND id = $1`, [id]);
    if (!row) throw notFound(subject);
    return fromRow(row);
  }

  /** Refuses an image that is not a file uploaded into the kind's folder (when it changed). */
  async function checkImage(tx: Queryable, input: InputOf<K>, old: Row | null) {
    if (!image || !folder) return;
    const path = (input as Record<string, unknown>)[image];
    const before = old ? (old as unknown as RecordRow)[columnOf(image)] : undefined;
    if (typeof path !== 'string' || !path || before === path) return;
    await requireStoredImage(store, tx, path, folder);
  }

  const insertRows = (
    tx: Queryable,
    inputs: readonly InputOf<K>[],
    extra?: Record<string, unknown>,
  ) =>
    insertRecordRows<K, Row>(tx, kind, inputs, { columns: rules.columns as ColumnRules<K>, extra });

  /** Writes `input` over the locked row `old` as its next version, kept in history. */
  async function replaceRow(tx: Queryable, old: Row, input: InputOf<K>, by: WriteBy) {
    const sets = columns.map(
      (column, i) => `${column.name} = ${placeholder(i + 2, column, column.name)}`,
    );
    const touch = dated ? ', updated_at = now()' : '';
    const [row] = await tx.query<Row>(
      `UPDATE ${table} SET ${sets.join(', ')}, version = version + 1${touch}
       WHERE id = $1 RETURNING *`,
      [old.id, ...columns.map((column) => column.param(input))],
    );
    if (!row) throw new Error(`UPDATE ${table} returned no row`);
    // The earlier image stays: the version kept in history still shows it.
    await history.updated(tx, versionOf(row), versionOf(old), by);
    await rules.afterUpdate?.(tx, old, input);
    return row;
  }

  /**
   * The live row of `id`, locked until the transaction ends, so the version checked and the
   * content kept in history are the ones the write replaces: 404 when there is none, 409 when it
   * is no longer at `baseVersion`.
   */
  async function lockForUpdate(tx: Queryable, id: string, baseVersion: number): Promise<Row> {
    const [row] = await tx.query<Row>(
      `SELECT * FROM ${table} WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
      [id],
    );
    if (!row) throw notFound(subject);
    if (row.version !== baseVersion) throw conflict(subject);
    return row;
  }

  const clean = (input: InputOf<K>) => rules.clean?.(input, html) ?? input;

  return {
    kind,
    versionOf,
    restoreRefusal: rules.restoreRefusal,
    html,

    /** The live items in list order. */
    async list(): Promise<ItemOf<K>[]> {
      const items = (await db.query<Row>(select)).map(fromRow);
      return rules.sort ? rules.sort(items, db) : items;
    },

    /** A live item; one in the trash or purged is not found. */
    get: (id: string) => find(db, id),

    /** A new item with its first version; `extra` holds columns only a create writes. */
    create: (raw: InputOf<K>, by: WriteBy, extra?: Readonly<Record<string, unknown>>) =>
      db.transaction(async (tx) => {
        const input = clean(raw);
        await rules.lockFirst?.(tx);
        await checkImage(tx, input, null);
        await rules.check?.(tx, input, null);
        const [row] = await insertRows(tx, [input], extra);
        if (!row) throw new Error(`INSERT INTO ${table} returned no row`);
        await history.created(tx, versionOf(row), by);
        return find(tx, row.id);
      }),

    /** The next version of a live item, unless it changed since `baseVersion`. */
    update: (id: string, raw: InputOf<K>, baseVersion: number, by: WriteBy) =>
      db.transaction(async (tx) => {
        const input = clean(raw);
        // Every lock before the row's is taken in the same order by every write of the kind; an
        // unknown or stale item is answered before what it names is checked.
        await rules.lockFirst?.(tx);
        const old = await lockForUpdate(tx, id, baseVersion);
        await checkImage(tx, input, old);
        await rules.check?.(tx, input, old);
        await replaceRow(tx, old, input, by);
        return find(tx, id);
      }),

    /**
     * Into the trash: it keeps its row (its image, its history) but no page or list shows it,
     * until it is restored or purged (docs/product.md#history-and-trash).
     */
    remove: (id: string, by: WriteBy) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<Row>(
          `UPDATE ${table} SET deleted_at = now(), deleted_by = $2
           WHERE id = $1 AND deleted_at IS NULL RETURNING *`,
          [id, by.author],
        );
        if (!row) throw notFound(subject);
        await history.event(tx, versionOf(row), 'deleted', by.author);
      }),

    /** For a kind's own writes (a hero import): the same inserts, history and versioned updates. */
    insertRows,
    history,
    replaceRow,
    fromRow,
    clean,
  };
}

/** A record kind's repository with no rules of its own. */
export type VersionedRecords<K extends RecordKind> = ReturnType<
  typeof versionedRecords<K, RecordRow>
>;

/** What the routes, the trash and a restore ask of every record kind's repository. */
export interface RecordRepository<K extends RecordKind> {
  /** A row (as a query returned it) as its history keeps it. */
  versionOf(row: never): RecordVersion<K>;
  restoreRefusal?: (tx: Queryable, id: string) => Promise<string | null>;
  list(): Promise<unknown>;
  get(id: string): Promise<unknown>;
  create(input: InputOf<K>, by: WriteBy): Promise<unknown>;
  update(id: string, input: InputOf<K>, baseVersion: number, by: WriteBy): Promise<unknown>;
  remove(id: string, by: WriteBy): Promise<void>;
}

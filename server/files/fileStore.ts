import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { cleanFileName, type UploadFolder } from '../../src/domain/files';

export interface NewFile {
  folder: UploadFolder;
  /** The name the uploader gave; only letters, digits and dots of it are kept. */
  name: string;
  bytes: Buffer;
  contentType: string;
  thumbnail: Buffer | null;
}

export interface FileRecord {
  path: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface FileContent {
  contentType: string;
  bytes: Buffer;
  /** Changes whenever the bytes could: the content hash (plus the variant). */
  etag: string;
}

export type FileVariant = 'original' | 'thumbnail';

/** What the media library shows of a stored file: everything but its bytes. */
export interface FileDetails {
  path: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

/**
 * Where uploaded bytes live. Today the `files` table (docs/decisions.md#files-in-the-database);
 * an object-storage implementation can replace it without touching routes. Write methods take an
 * optional transaction so a record and its file are stored or removed together.
 */
export interface FileStore {
  put(file: NewFile, tx?: Queryable): Promise<FileRecord>;
  get(path: string, variant?: FileVariant): Promise<FileContent | null>;
  delete(path: string, tx?: Queryable): Promise<boolean>;
  exists(path: string, tx?: Queryable): Promise<boolean>;
  /** Every stored file, newest first. */
  list(tx?: Queryable): Promise<FileDetails[]>;
  /** Deletes these paths; resolves with how many of them were stored. */
  deleteMany(paths: readonly string[], tx?: Queryable): Promise<number>;
}

/** Keeps generated paths well under the 300 characters a hero's imagePath may have. */
const MAX_NAME_LENGTH = 100;

function storedName(name: string, suffix: string): string {
  const cleaned = cleanFileName(name);
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  const stem = dot > 0 ? cleaned.slice(0, dot) : cleaned;
  const room = Math.max(1, MAX_NAME_LENGTH - extension.length - suffix.length);
  return `${stem.slice(0, room)}${suffix}${extension.slice(0, MAX_NAME_LENGTH)}`;
}

const toBuffer = (value: Uint8Array) =>
  Buffer.from(value.buffer, value.byteOffset, value.byteLength);

interface ContentRow {
  content_type: string;
  sha256: string;
  bytes: Uint8Array;
  has_thumbnail: boolean;
}

interface DetailsRow {
  path: string;
  content_type: string;
  size: number;
  created_at: Date;
}

export function createDbFileStore(db: Queryable): FileStore {
  return {
    async put(file, tx = db) {
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      const stamp = `${file.folder}/${Date.now()}-`;
      // Two uploads of the same name in the same millisecond: the second gets a random suffix.
      const suffixes = [
        '',
        ...Array.from({ length: 4 }, () => `-${randomBytes(3).toString('hex')}`),
      ];
      for (const suffix of suffixes) {
        const path = stamp + storedName(file.name, suffix);
        const rows = await tx.query(
          `INSERT INTO files (path, content_type, size, sha256, bytes, thumbnail)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (path) DO NOTHING RETURNING path`,
          [path, file.contentType, file.bytes.length, sha256, file.bytes, file.thumbnail],
        );
        if (rows.length) {
          return { path, contentType: file.contentType, size: file.bytes.length, sha256 };
        }
      }
      throw new Error(`Could not find a free file path under ${stamp}`);
    },

    async get(path, variant = 'original') {
      // A file stored without a thumbnail answers thumbnail requests with its original bytes.
      const column = variant === 'thumbnail' ? 'coalesce(thumbnail, bytes)' : 'bytes';
      const [row] = await db.query<ContentRow>(
        `SELECT content_type, sha256, ${column} AS bytes, thumbnail IS NOT NULL AS has_thumbnail
         FROM files WHERE path = $1`,
        [path],
      );
      if (!row) return null;
      if (variant === 'thumbnail' && row.has_thumbnail) {
        return {
          contentType: 'image/webp',
          bytes: toBuffer(row.bytes),
          etag: `${row.sha256}-thumb`,
        };
      }
      return { contentType: row.content_type, bytes: toBuffer(row.bytes), etag: row.sha256 };
    },

    async delete(path, tx = db) {
      const rows = await tx.query('DELETE FROM files WHERE path = $1 RETURNING path', [path]);
      return rows.length > 0;
    },

    async exists(path, tx = db) {
      const rows = await tx.query('SELECT 1 FROM files WHERE path = $1', [path]);
      return rows.length > 0;
    },

    async list(tx = db) {
      const rows = await tx.query<DetailsRow>(
        `SELECT path, content_type, size, created_at FROM files
         ORDER BY created_at DESC, path DESC`,
      );
      return rows.map((row) => ({
        path: row.path,
        contentType: row.content_type,
        size: row.size,
        createdAt: row.created_at,
      }));
    },

    async deleteMany(paths, tx = db) {
      if (paths.length === 0) return 0;
      const rows = await tx.query('DELETE FROM files WHERE path = ANY($1::text[]) RETURNING path', [
        paths,
      ]);
      return rows.length;
    },
  };
}

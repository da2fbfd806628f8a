import { UPLOAD_FOLDERS } from './kinds';

/** Folders uploads may go to, each a prefix of the stored path: the kinds' own (src/domain/kinds.ts). */
export { UPLOAD_FOLDERS, type UploadFolder } from './kinds';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/**
 * Deleting a file that a record still shows is refused (a conflict). The refusal names the records
 * (fileInUseMessage in src/domain/fileUsage.ts); this is its wording when none is known.
 */
export const FILE_IN_USE_MESSAGE = 'This file is still shown by a hero, a guide or a media slot.';
/** A record may only point at a file uploaded into its own folder that still exists. */
export const IMAGE_NOT_FOUND_MESSAGE = 'The image was not found: upload it again.';

/**
 * Whether `path` can name a stored file: `{folder}/{name}` in one of UPLOAD_FOLDERS, one level,
 * no `.` or `..` name, no backslash or NUL. Anything else is refused before any store is asked.
 * A name may hold `..` inside it (`we ird näme (1)..png` is stored as `…-weirdnme1..png`).
 */
export function isStoredPath(path: string): boolean {
  const [folder, name, ...rest] = path.split('/');
  return (
    rest.length === 0 &&
    UPLOAD_FOLDERS.some((candidate) => candidate === folder) &&
    !!name &&
    name !== '.' &&
    name !== '..' &&
    !path.includes('\\') &&
    !path.includes('\0')
  );
}

export interface StoredFile {
  /** e.g. heroes/1732233600000-valid.png */
  path: string;
  url: string;
  thumbnailUrl: string;
  contentType: string;
  size: number;
}

/** Characters other than letters, digits and dots are stripped from uploaded names. */
export function cleanFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9.]/g, '').replace(/^\.+/, '');
  return cleaned || 'image';
}

/**
 * The name a stored file was uploaded as: its path without the folder and the timestamp prefix
 * (`heroes/1732233600000-valid.png` is `valid.png`).
 */
export function fileNameOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.replace(/^\d+-/, '') || name;
}

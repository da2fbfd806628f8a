import { parentPort, workerData } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import { checksumOf, type BackupFile } from './backupFile';

/**
 * The thread that reads a backup file for a running server (openBackup, readBackup.ts): it
 * decompresses the file, bounded; parses it; counts the rows; hashes the tables. A file over the
 * row limit never comes back to the server's thread, so refusing it costs the site nothing.
 */
export interface BackupReaderData {
  bytes: Uint8Array;
  /** The most bytes the file may expand to; 0 for no limit. */
  maxOutputLength: number;
  maxRows: number;
}

export type BackupReaderAnswer =
  | { refused: 'expanded' | 'gzip' | 'json' }
  | { refused: 'rows'; rows: number }
  | { refused?: undefined; file: unknown; checksum: string | null };

function read({ bytes, maxOutputLength, maxRows }: BackupReaderData): BackupReaderAnswer {
  let text: string;
  try {
    text = gunzipSync(bytes, maxOutputLength ? { maxOutputLength } : {}).toString('utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    return { refused: code === 'ERR_BUFFER_TOO_LARGE' ? 'expanded' : 'gzip' };
  }
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { refused: 'json' };
  }
  // Whatever the file holds: backupShape tells a backup from anything else, on the server's thread.
  const tables: unknown =
    file && typeof file === 'object' ? (file as { tables?: unknown }).tables : null;
  let rows = 0;
  if (tables && typeof tables === 'object') {
    for (const table of Object.values(tables)) if (Array.isArray(table)) rows += table.length;
  }
  if (rows > maxRows) return { refused: 'rows', rows };
  const checksum =
    tables && typeof tables === 'object' ? checksumOf(tables as BackupFile['tables']) : null;
  return { file, checksum };
}

parentPort?.postMessage(read(workerData as BackupReaderData));

import { gunzipSync } from 'node:zlib';
import { startServerThread } from '../serverThread';
import {
  RESTORE_EXPANDED_TOO_LARGE_MESSAGE,
  restoreTooManyRowsMessage,
} from '../../src/domain/backups';
import {
  BackupError,
  backupShape,
  checksumOf,
  DAMAGED_MESSAGE,
  NOT_GZIP_MESSAGE,
  UNREADABLE_MESSAGE,
  type BackupFile,
} from './backupFile';
import type { BackupReaderAnswer, BackupReaderData } from './backupReader';

/**
 * Why the bytes could not be decompressed. Given a limit (a restore in the app), zlib stops at that
 * much output, so a small file that expands to gigabytes (a "zip bomb") never takes more memory
 * than that.
 */
const expansionError = (error: unknown) =>
  new BackupError(
    (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
      ? RESTORE_EXPANDED_TOO_LARGE_MESSAGE
      : NOT_GZIP_MESSAGE,
  );

/**
 * The file's parts before its checksum is compared; refuses a file that is no backup, or holds
 * more than `maxRows` rows.
 */
function parseBackup(text: string, maxRows: number): BackupFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(UNREADABLE_MESSAGE);
  }
  return backupShape(parsed, maxRows);
}

/**
 * Reads and checks a backup file's bytes, or says what is wrong with it; refuses one that holds
 * more than `maxExpandedBytes` once decompressed (no limit unless given).
 */
export function readBackup(
  bytes: Uint8Array,
  { maxExpandedBytes }: { maxExpandedBytes?: number } = {},
): BackupFile {
  let expanded: Buffer;
  try {
    expanded = gunzipSync(bytes, maxExpandedBytes ? { maxOutputLength: maxExpandedBytes } : {});
  } catch (error) {
    throw expansionError(error);
  }
  const file = parseBackup(expanded.toString('utf8'), Infinity);
  if (file.checksum !== checksumOf(file.tables)) throw new BackupError(DAMAGED_MESSAGE);
  return file;
}

/** The heap of the thread reading a backup of at most `maxExpandedBytes` once expanded. */
export const readerHeapMb = (maxExpandedBytes: number) =>
  Math.ceil((maxExpandedBytes * 6) / (1024 * 1024)) + 64;

/**
 * readBackup for a running server: the file is decompressed, parsed and hashed on a worker
 * thread (backupReader.ts), so the site keeps answering while a large file is read, and a file
 * that is refused (too large once expanded, too many rows, not a backup) is refused before any
 * work here. `maxExpandedBytes` and `maxRows` bound a restore in the app (docs/backups.md#limits);
 * the command line's import gives neither and reads any backup an export wrote.
 */
export async function openBackup(
  bytes: Uint8Array,
  { maxRows = Infinity, maxExpandedBytes }: { maxRows?: number; maxExpandedBytes?: number } = {},
): Promise<BackupFile> {
  const answer = await new Promise<BackupReaderAnswer>((resolve, reject) => {
    const data: BackupReaderData = { bytes, maxOutputLength: maxExpandedBytes ?? 0, maxRows };
    const worker = startServerThread(import.meta.url, 'backupReader', 'The backup reader', {
      workerData: data,
      // With a limit, the thread's heap is bounded too: the text, the parsed rows and the text
      // hashed, with room to spare; a file that needs more stops the thread, not the server.
      ...(maxExpandedBytes
        ? { resourceLimits: { maxOldGenerationSizeMb: readerHeapMb(maxExpandedBytes) } }
        : {}),
    });
    worker.once('message', (message: BackupReaderAnswer) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new BackupError(RESTORE_EXPANDED_TOO_LARGE_MESSAGE)
          : error,
      ),
    );
    // Settles the promise, if nothing else did, should the thread end without an answer.
    worker.once('exit', (code) =>
      reject(
        new Error(`The thread reading the backup ended without an answer (exit code ${code}).`),
      ),
    );
  });
  if (answer.refused === 'rows') throw new BackupError(restoreTooManyRowsMessage(answer.rows));
  if (answer.refused) {
    throw new BackupError(
      {
        expanded: RESTORE_EXPANDED_TOO_LARGE_MESSAGE,
        gzip: NOT_GZIP_MESSAGE,
        json: UNREADABLE_MESSAGE,
      }[answer.refused],
    );
  }
  const file = backupShape(answer.file, maxRows);
  if (file.checksum !== answer.checksum) throw new BackupError(DAMAGED_MESSAGE);
  return file;
}

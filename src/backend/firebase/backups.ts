import type { BackupApi } from '../contract';
import { BACKUPS_NOT_IN_APP_MESSAGE } from '../../domain/backups';
import { BackendError } from '../../domain/errors';

const notInApp = () => new BackendError('unavailable', BACKUPS_NOT_IN_APP_MESSAGE);

/**
 * Firebase keeps the data in Firestore and Cloud Storage, which Google Cloud backs up with its own
 * export (docs/backups.md): `capabilities.backups` is false and every method says so.
 */
export function createFirebaseBackups(): BackupApi {
  return {
    downloadUrl() {
      throw notInApp();
    },
    download: async () => {
      throw notInApp();
    },
    list: async () => {
      throw notInApp();
    },
    restore: async () => {
      throw notInApp();
    },
  };
}

import type { FilesApi } from '../../../backend/contract';
import type { StoredFile } from '../../../domain/files';
import { uploadImage } from '../../../ui/imageUpload';

export {
  NOT_AN_IMAGE,
  NO_IMAGE_URL,
  UPLOAD_FAILED,
  UPLOAD_NOT_STARTED,
  UploadError,
  isImageFile,
} from '../../../ui/imageUpload';

/** Uploads a hero image into `heroes/`, turning each way it can fail into its documented text. */
export const uploadHeroImage = (
  files: FilesApi,
  file: File,
  onProgress: (percent: number) => void,
): Promise<StoredFile> => uploadImage(files, file, 'heroes', onProgress);

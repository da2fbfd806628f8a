import { BackendError, invalid } from '../../src/domain/errors';
import { MAX_UPLOAD_BYTES } from '../../src/domain/files';
import {
  NOT_AN_IMAGE_MESSAGE,
  TOO_LARGE_MESSAGE,
  detectImageType,
  type ImageType,
} from '../../src/domain/imageType';

export { NOT_AN_IMAGE_MESSAGE, TOO_LARGE_MESSAGE };

export interface CheckedImage {
  contentType: ImageType;
  /** A small WebP for lists, at most THUMBNAIL_SIZE on each side. */
  thumbnail: Buffer;
}

export const DAMAGED_MESSAGE = 'Not a valid image: the file is damaged or incomplete.';
export const THUMBNAIL_SIZE = 128;

/**
 * A 5 MB PNG can still declare a 30000x30000 canvas; decoding that would take gigabytes of memory,
 * so anything above this many pixels is refused before decoding.
 */
const MAX_PIXELS = 40_000_000;
const TOO_MANY_PIXELS = 'Not a valid image: at most 40 megapixels are accepted.';

/**
 * sharp (and libvips, its native library) loads with the first image to check or shrink, not with
 * the server: a start, even one that seeds the sample data from the build's pictures, never needs
 * it.
 */
async function loadSharp() {
  return (await import('sharp')).default;
}

/** What sharp reports for each accepted type: a mismatch means the header lies about the body. */
function sharpAgrees(type: ImageType, format: string | undefined, compression: string | undefined) {
  if (type === 'image/avif') return format === 'heif' && compression === 'av1';
  return format === type.slice('image/'.length);
}

/**
 * Checks uploaded bytes: at most 5 MB, a real PNG/JPEG/WebP/GIF/AVIF by content, and decodable to
 * the last pixel (a truncated or fake image is refused). Returns the type and a WebP thumbnail.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new BackendError('too-large', TOO_LARGE_MESSAGE);
  if (bytes.length === 0) throw invalid('The file is empty.');
  const contentType = detectImageType(bytes);
  if (!contentType) throw invalid(NOT_AN_IMAGE_MESSAGE);

  const options = { failOn: 'truncated', limitInputPixels: MAX_PIXELS } as const;
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (!sharpAgrees(contentType, metadata.format, metadata.compression)) {
      throw invalid(DAMAGED_MESSAGE);
    }
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) throw invalid(TOO_MANY_PIXELS);
    // stats() decodes every pixel, which is what finds truncated or corrupt image data.
    await sharp(bytes, options).stats();
    return { contentType, thumbnail: await makeThumbnail(bytes) };
  } catch (error) {
    if (error instanceof BackendError) throw error;
    throw invalid(DAMAGED_MESSAGE);
  }
}

/** Fits the image into THUMBNAIL_SIZE x THUMBNAIL_SIZE (never enlarging) as a WebP. */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}

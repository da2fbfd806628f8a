import sharp from 'sharp';
import { BackendError, invalid } from '../../src/domain/errors';
import { MAX_UPLOAD_BYTES } from '../../src/domain/files';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'image/avif';

export interface CheckedImage {
  contentType: ImageType;
  /** A small WebP for lists, at most THUMBNAIL_SIZE on each side. */
  thumbnail: Buffer;
}

export const TOO_LARGE_MESSAGE = 'The file is too large: images must be at most 5 MB.';
export const NOT_AN_IMAGE_MESSAGE =
  'Not a valid image: only PNG, JPEG, WebP, GIF or AVIF files are accepted.';
export const DAMAGED_MESSAGE = 'Not a valid image: the file is damaged or incomplete.';
export const THUMBNAIL_SIZE = 128;

/**
 * A 5 MB PNG can still declare a 30000x30000 canvas; decoding that would take gigabytes of memory,
 * so anything above this many pixels is refused before decoding.
 */
const MAX_PIXELS = 40_000_000;
const TOO_MANY_PIXELS = 'Not a valid image: at most 40 megapixels are accepted.';

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

/** Decides the type from the leading bytes alone: a file's name and declared type can lie. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && isAvifBrandBox(bytes)) return 'image/avif';
  return null;
}

/** AVIF is an ISO-BMFF file whose `ftyp` box names avif/avis as major or compatible brand. */
function isAvifBrandBox(bytes: Buffer): boolean {
  if (bytes.length < 16) return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4)
    brands.push(ascii(bytes, offset, offset + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
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
export function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}

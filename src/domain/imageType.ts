import type { ACCEPTED_IMAGE_TYPES } from './files';

export type ImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** Said by every adapter, so a refused upload reads the same whichever backend is built in. */
export const TOO_LARGE_MESSAGE = 'The file is too large: images must be at most 5 MB.';
export const NOT_AN_IMAGE_MESSAGE =
  'Not a valid image: only PNG, JPEG, WebP, GIF or AVIF files are accepted.';

/**
 * Enough leading bytes to decide the type: an AVIF `ftyp` box lists its brands within its first
 * few dozen bytes, so adapters that read a file's head need not read all of it.
 */
export const IMAGE_TYPE_HEADER_BYTES = 4096;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** Decides the type from the leading bytes alone: a file's name and declared type can lie. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && isAvifBrandBox(bytes)) return 'image/avif';
  return null;
}

/** AVIF is an ISO-BMFF file whose `ftyp` box names avif/avis as major or compatible brand. */
function isAvifBrandBox(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  const declaredSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const boxSize = Math.min(declaredSize, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    brands.push(ascii(bytes, offset, offset + 4));
  }
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

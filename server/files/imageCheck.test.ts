// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkImage, DAMAGED_MESSAGE, NOT_AN_IMAGE_MESSAGE, TOO_LARGE_MESSAGE } from './imageCheck';
import { IMAGE_FIXTURES } from '../../tests/support/imageFixtures';
import { readFixture } from '../../tests/support/testUploads';
import { BackendError } from '../../src/domain/errors';
import { MAX_UPLOAD_BYTES } from '../../src/domain/files';

async function refusal(bytes: Buffer): Promise<BackendError> {
  const error = await checkImage(bytes).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof BackendError)) {
    throw new Error(`expected a BackendError, got ${String(error)}`);
  }
  return error;
}

describe('checkImage', () => {
  it.each(IMAGE_FIXTURES)('accepts %s as %s with a small WebP thumbnail', async (file, type) => {
    const checked = await checkImage(await readFixture(`uploads/${file}`));
    expect(checked.contentType).toBe(type);
    const thumbnail = await sharp(checked.thumbnail).metadata();
    expect(thumbnail.format).toBe('webp');
    expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBeLessThanOrEqual(128);
  });

  it('accepts AVIF, checked by content', async () => {
    const avif = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#369' } })
      .avif()
      .toBuffer();
    expect((await checkImage(avif)).contentType).toBe('image/avif');
  });

  it.each([
    ['script.svg', NOT_AN_IMAGE_MESSAGE],
    ['html-named.png', NOT_AN_IMAGE_MESSAGE],
    ['executable.jpg', NOT_AN_IMAGE_MESSAGE],
    ['polyglot-png-header.png', DAMAGED_MESSAGE],
    ['truncated.png', DAMAGED_MESSAGE],
    ['empty.png', 'The file is empty.'],
  ])('refuses %s: %s', async (file, message) => {
    const error = await refusal(await readFixture(`uploads/${file}`));
    expect(error.code).toBe('invalid');
    expect(error.message).toBe(message);
  });

  it('refuses a JPEG cut off in the middle of its image data', async () => {
    const jpeg = await readFixture('uploads/valid.jpg');
    const error = await refusal(jpeg.subarray(0, Math.floor(jpeg.length * 0.75)));
    expect(error.message).toBe(DAMAGED_MESSAGE);
  });

  it('refuses a real image over 5 MB as too large', async () => {
    const side = 1450;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(big.length).toBeLessThan(7 * 1024 * 1024);
    const error = await refusal(big);
    expect(error.code).toBe('too-large');
    expect(error.message).toBe(TOO_LARGE_MESSAGE);
  });
});

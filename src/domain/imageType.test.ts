import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './imageType';
import { IMAGE_FIXTURES } from '../../tests/support/imageFixtures';

/** Vitest runs from the project root (under jsdom, import.meta.url is not a file URL). */
const upload = (name: string) =>
  new Uint8Array(readFileSync(resolve('tests/fixtures/uploads', name)));

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
};

describe('detectImageType', () => {
  it.each(IMAGE_FIXTURES)('recognizes the upload fixture %s as %s', (name, type) => {
    expect(detectImageType(upload(name))).toBe(type);
  });

  it.each([
    ['script.svg', null],
    ['html-named.png', null],
    ['executable.jpg', null],
    ['empty.png', null],
    // Only the signature is checked here; decoding (the server) or the rules refuse the rest.
    ['polyglot-png-header.png', 'image/png'],
  ])('answers %s with %s', (name, type) => {
    expect(detectImageType(upload(name))).toBe(type);
  });

  it.each([
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['AVIF as major brand', ftyp('avif', 'mif1', 'miaf'), 'image/avif'],
    ['AVIF sequence as compatible brand', ftyp('mif1', 'msf1', 'avis'), 'image/avif'],
    ['HEIC (not accepted)', ftyp('heic', 'mif1', 'heic'), null],
    ['MP4 (not an image)', ftyp('isom', 'iso2', 'mp41'), null],
    ['a RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVE'), null],
    ['two JPEG bytes only', bytes([0xff, 0xd8]), null],
    ['a PNG signature cut short', bytes([0x89, 0x50, 0x4e, 0x47]), null],
  ])('reads %s', (_what, data, type) => {
    expect(detectImageType(data)).toBe(type);
  });

  it('ignores brands past the ftyp box it was given, and works on a view into a larger buffer', () => {
    const box = ftyp('mif1', 'miaf');
    const withAvifAfter = bytes([...box], 'avif');
    expect(detectImageType(withAvifAfter)).toBeNull();

    const padded = new Uint8Array(8 + box.length);
    padded.set(ftyp('avif'), 8);
    expect(detectImageType(padded.subarray(8))).toBe('image/avif');
  });
});

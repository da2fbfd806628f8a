import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [4608, '4.5 KB'],
    [10189, '10 KB'],
    [49152, '48 KB'],
    [1048575, '1 MB'],
    [1258291, '1.2 MB'],
    [5 * 1024 * 1024, '5 MB'],
    [30 * 1024 * 1024, '30 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%i bytes read as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

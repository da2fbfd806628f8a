/** The upload fixtures that are whole images (tests/fixtures/uploads/), each with its type. */
export const IMAGE_FIXTURES: readonly (readonly [name: string, type: string])[] = [
  ['valid.png', 'image/png'],
  ['valid.jpg', 'image/jpeg'],
  ['valid.webp', 'image/webp'],
  ['valid.gif', 'image/gif'],
  ['we ird näme (1)..png', 'image/png'],
  ['traversal..%2F..%2Fetc%2Fpasswd.png', 'image/png'],
];

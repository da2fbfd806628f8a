// @vitest-environment node
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signedInAppPerFile } from '../../tests/support/appPerFile';
import {
  FIXTURES_DIR,
  countFiles,
  readFixture,
  uploadBytes,
} from '../../tests/support/testUploads';
import type { StoredFile } from '../../src/domain/files';

/**
 * Every file in tests/fixtures/uploads/ with the outcome it must have (stored, or refused and why),
 * sent through the real upload route under its own name. A new fixture without an expectation
 * fails the first test, so none is left unchecked.
 */
const EXPECTED: Record<string, { status: 201; path: RegExp } | { status: 400; message: RegExp }> = {
  'valid.png': { status: 201, path: /^heroes\/\d+-valid\.png$/ },
  'valid.jpg': { status: 201, path: /^heroes\/\d+-valid\.jpg$/ },
  'valid.webp': { status: 201, path: /^heroes\/\d+-valid\.webp$/ },
  'valid.gif': { status: 201, path: /^heroes\/\d+-valid\.gif$/ },
  'we ird näme (1)..png': { status: 201, path: /^heroes\/\d+-weirdnme1\.\.png$/ },
  'traversal..%2F..%2Fetc%2Fpasswd.png': {
    status: 201,
    path: /^heroes\/\d+-traversal\.\.2F\.\.2Fetc2Fpasswd\.png$/,
  },
  'script.svg': { status: 400, message: /^Not a valid image/ },
  'html-named.png': { status: 400, message: /^Not a valid image/ },
  'polyglot-png-header.png': { status: 400, message: /^Not a valid image/ },
  'truncated.png': { status: 400, message: /^Not a valid image/ },
  'executable.jpg': { status: 400, message: /^Not a valid image/ },
  'empty.png': { status: 400, message: /empty/ },
};

let app: App;
let admin: string;
signedInAppPerFile((ready) => ({ app, admin } = ready));

describe('the upload fixtures', () => {
  it('each have an expected outcome', async () => {
    expect((await readdir(`${FIXTURES_DIR}uploads`)).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s is handled as documented', async (name, expected) => {
    const bytes = await readFixture(`uploads/${name}`);
    const before = await countFiles(app);
    const response = await uploadBytes(app, admin, bytes, { name });
    expect(response.statusCode).toBe(expected.status);
    if (expected.status === 400) {
      expect(response.json().error.message).toMatch(expected.message);
      expect(await countFiles(app)).toBe(before);
      return;
    }
    const stored = response.json<StoredFile>();
    expect(stored.path).toMatch(expected.path);
    const served = await app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // Stored in the database under its generated path: one new row, nothing anywhere else.
    expect(await countFiles(app)).toBe(before + 1);
  });
});

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { App } from '../../server/app';
import type { StoredFile, UploadFolder } from '../../src/domain/files';

/** Helpers for tests that need stored images; the fixtures live in tests/fixtures/. */
export const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/', import.meta.url));

export const readFixture = (name: string) => readFile(`${FIXTURES_DIR}${name}`);

export async function uploadBytes(
  app: App,
  cookie: string | undefined,
  bytes: Buffer,
  { folder = 'heroes', name = 'valid.png' }: { folder?: UploadFolder; name?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `${app.config.basePath}api/files?folder=${folder}&name=${encodeURIComponent(name)}`,
    headers: { 'content-type': 'application/octet-stream', ...(cookie ? { cookie } : {}) },
    payload: bytes,
  });
}

/** Uploads tests/fixtures/uploads/valid.png as an admin and returns the stored file. */
export async function uploadValidImage(
  app: App,
  cookie: string,
  folder: UploadFolder = 'heroes',
): Promise<StoredFile> {
  const response = await uploadBytes(app, cookie, await readFixture('uploads/valid.png'), {
    folder,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<StoredFile>();
}

export async function countFiles(app: App): Promise<number> {
  const [row] = await app.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM files');
  return row?.n ?? 0;
}

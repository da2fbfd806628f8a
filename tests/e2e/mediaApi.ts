import { readFileSync } from 'node:fs';
import { request, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { testHeroInput } from '../support/heroInput';
import type { StoredFile, UploadFolder } from '../../src/domain/files';
import type { StoredFileInfo } from '../../src/domain/fileUsage';
import type { Guide } from '../../src/domain/guide';
import type { Hero } from '../../src/domain/hero';

const PNG = readFileSync(new URL('../fixtures/uploads/valid.png', import.meta.url));

async function expectStatus(response: Awaited<ReturnType<APIRequestContext['get']>>, ok: number[]) {
  if (!ok.includes(response.status())) {
    throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  }
}

/**
 * An API client signed in as the e2e admin, apart from any page, for the media library specs: it
 * uploads files (under any `name`), makes the heroes and guides that show them, and removes them.
 * `siteUrl` is where the site lives, base path included (`http://…/guide/`).
 */
export async function mediaApi(siteUrl: string) {
  const context = await request.newContext({ baseURL: siteUrl });
  await expectStatus(await context.post('api/auth/sign-in', { data: ADMIN }), [200]);
  return {
    async upload(folder: UploadFolder, name: string): Promise<StoredFile> {
      const query = new URLSearchParams({ folder, name });
      const response = await context.post(`api/files?${query.toString()}`, {
        data: PNG,
        headers: { 'content-type': 'image/png' },
      });
      await expectStatus(response, [201]);
      return (await response.json()) as StoredFile;
    },
    async list(): Promise<StoredFileInfo[]> {
      const response = await context.get('api/files');
      await expectStatus(response, [200]);
      return (await response.json()) as StoredFileInfo[];
    },
    /** Deletes a file a test uploaded; one already gone is fine. */
    async removeFile(path: string) {
      const encoded = path.split('/').map(encodeURIComponent).join('/');
      await expectStatus(await context.delete(`api/files/${encoded}`), [204, 404]);
    },
    async createHero(name: string, imagePath: string): Promise<Hero> {
      const response = await context.post('api/heroes', {
        data: testHeroInput({
          name,
          tier: 'A',
          description: 'Shows an image for the media library test.',
          imagePath,
        }),
      });
      await expectStatus(response, [201]);
      return (await response.json()) as Hero;
    },
    async createGuide(title: string, content: string): Promise<Guide> {
      const response = await context.post('api/guides', { data: { title, content } });
      await expectStatus(response, [201]);
      return (await response.json()) as Guide;
    },
    /**
     * Removes a hero or a guide a test made for good: deleted, then purged from the trash (with
     * the files only it showed); one already gone is fine.
     */
    async remove(what: 'heroes' | 'guides', id: string) {
      await expectStatus(await context.delete(`api/${what}/${id}`), [204, 404]);
      await expectStatus(await context.delete(`api/history/trash/${what}/${id}`), [204, 404]);
    },
    dispose: () => context.dispose(),
  };
}

import { request, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import type { Guide, GuideInput } from '../../src/domain/guide';

/**
 * An API client signed in as the e2e admin, separate from any page: a visitor page stays a
 * visitor while the test creates and deletes its own guides.
 */
export async function adminApi(baseURL: string) {
  const context: APIRequestContext = await request.newContext({ baseURL });
  const signIn = await context.post('api/auth/sign-in', { data: ADMIN });
  if (!signIn.ok()) throw new Error(`admin sign-in failed: ${signIn.status()}`);
  return {
    async create(input: GuideInput): Promise<Guide> {
      const response = await context.post('api/guides', { data: input });
      if (response.status() !== 201) {
        throw new Error(`create failed: ${response.status()} ${await response.text()}`);
      }
      return (await response.json()) as Guide;
    },
    async update(id: string, input: GuideInput, baseVersion: number): Promise<Guide> {
      const response = await context.put(`api/guides/${id}`, {
        data: { guide: input, baseVersion },
      });
      if (!response.ok()) throw new Error(`update failed: ${response.status()}`);
      return (await response.json()) as Guide;
    },
    async list(): Promise<Guide[]> {
      return (await (await context.get('api/guides')).json()) as Guide[];
    },
    /** Deletes what a test created; a guide already gone is fine. */
    async remove(id: string) {
      const response = await context.delete(`api/guides/${id}`);
      if (![204, 404].includes(response.status())) {
        throw new Error(`delete failed: ${response.status()}`);
      }
    },
    dispose: () => context.dispose(),
  };
}

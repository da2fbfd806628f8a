import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import type { Code, CodeInput } from '../../src/domain/code';

const HOUR = 60 * 60 * 1000;

/** The time `hours` from now (negative: ago), as the API takes it. */
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/**
 * Codes made through an admin's API session of their own, so the page under test can stay a
 * visitor's. `cleanUp` deletes what the test made.
 */
export async function codesApi(request: APIRequestContext) {
  const response = await request.post('/api/auth/sign-in', { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  const created: string[] = [];
  return {
    async create(input: CodeInput): Promise<Code> {
      const reply = await request.post('/api/codes', { data: input });
      expect(reply.status(), await reply.text()).toBe(201);
      const code = (await reply.json()) as Code;
      created.push(code.id);
      return code;
    },
    async list(): Promise<Code[]> {
      return (await (await request.get('/api/codes')).json()) as Code[];
    },
    async update(code: Code, input: CodeInput): Promise<Code> {
      const reply = await request.put(`/api/codes/${code.id}`, {
        data: { code: input, baseVersion: code.version },
      });
      expect(reply.status(), await reply.text()).toBe(200);
      return (await reply.json()) as Code;
    },
    track: (id: string) => created.push(id),
    /** Deletes what this test created (already deleted ones answer 404, which is fine). */
    async cleanUp() {
      for (const id of created) {
        const reply = await request.delete(`/api/codes/${id}`);
        expect([204, 404]).toContain(reply.status());
      }
    },
  };
}

/** Every code card of the page's list. */
export const codeCards = (page: Page) =>
  page.getByRole('list', { name: 'Codes' }).getByRole('button');

/** The card of exactly that code. */
export const codeCard = (page: Page, code: string) =>
  codeCards(page).filter({ has: page.locator('code', { hasText: new RegExp(`^${code}$`) }) });

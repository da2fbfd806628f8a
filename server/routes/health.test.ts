// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { testAppPerFile } from '../../tests/support/appPerFile';

let app: App;
testAppPerFile((ready) => (app = ready));

describe('GET /api/health', () => {
  it('reports the database kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, database: 'pglite' });
  });

  it('answers 503 unavailable when the database fails', async () => {
    const spy = vi.spyOn(app.db, 'query').mockRejectedValueOnce(new Error('connection lost'));
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('unavailable');
    } finally {
      spy.mockRestore();
    }
  });
});

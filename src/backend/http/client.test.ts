import { describe, expect, it } from 'vitest';
import { BackendError } from '../../domain/errors';
import { createHttpBackend } from '.';
import { UNAVAILABLE_MESSAGE, errorFromResponse } from './client';
import { createFakeFetch, json } from '../../test/fakeFetch';

describe('HTTP client', () => {
  it('turns an error body into a BackendError with code and field errors', async () => {
    const fake = createFakeFetch();
    fake.on(
      'POST',
      'api/codes',
      json(400, {
        error: {
          code: 'invalid',
          message: 'Check the highlighted fields.',
          fieldErrors: { code: 'Code is required.', ignored: 42 },
        },
      }),
    );
    const backend = createHttpBackend({ baseUrl: '/', fetch: fake.fetch });
    const error = await backend.codes
      .create({ code: '', neverExpires: true, expirationDate: null })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({
      code: 'invalid',
      message: 'Check the highlighted fields.',
      fieldErrors: { code: 'Code is required.' },
    });
  });

  it('reports a network failure as unavailable', async () => {
    const backend = createHttpBackend({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(backend.heroes.list()).rejects.toMatchObject({
      code: 'unavailable',
      message: UNAVAILABLE_MESSAGE,
    });
    expect(UNAVAILABLE_MESSAGE).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
  });

  it('maps replies without an error body by status', () => {
    expect(errorFromResponse(502, '<html>Bad gateway</html>').code).toBe('unavailable');
    expect(errorFromResponse(413, '').code).toBe('too-large');
    expect(errorFromResponse(409, '{"error":{"code":"weird"}}').code).toBe('conflict');
    expect(errorFromResponse(404, 'null').code).toBe('not-found');
  });

  it('sends JSON under the base path with same-origin credentials', async () => {
    const fake = createFakeFetch('/guide/');
    const hero = { id: 'h 1', version: 3 };
    fake.on('PUT', 'api/heroes/h%201', json(200, hero));
    const backend = createHttpBackend({ baseUrl: '/guide', fetch: fake.fetch });
    const input = { name: 'Aria' } as Parameters<typeof backend.heroes.create>[0];

    await expect(backend.heroes.update('h 1', input, 2)).resolves.toEqual(hero);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'PUT',
      url: '/guide/api/heroes/h%201',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: { hero: input, baseVersion: 2 },
    });
  });

  it('resolves 204 replies with nothing', async () => {
    const fake = createFakeFetch();
    fake.on('DELETE', 'api/guides/g1', json(204, null));
    const backend = createHttpBackend({ fetch: fake.fetch });
    await expect(backend.guides.remove('g1')).resolves.toBeUndefined();
  });

  it('keeps the folders of a file path when deleting it', async () => {
    const fake = createFakeFetch();
    fake.on('DELETE', 'api/files/heroes/1-a%20b.png', json(204, null));
    const backend = createHttpBackend({ fetch: fake.fetch });
    await expect(backend.files.remove('heroes/1-a b.png')).resolves.toBeUndefined();
  });

  it('sends the settings, media and import bodies the server expects', async () => {
    const fake = createFakeFetch();
    fake.on('PUT', 'api/settings/guild-table', () => json(200, { levels: [], version: 2 }));
    fake.on('PUT', 'api/media/upgrade-pet', () => json(200, { id: 'upgrade-pet' }));
    fake.on('POST', 'api/heroes/import', () => json(200, { imported: 1, skipped: 0, errors: [] }));
    const backend = createHttpBackend({ fetch: fake.fetch });

    await backend.settings.saveGuildTable([], 1);
    await backend.media.setSlotImage('upgrade-pet', 'media/1-pet.png', 4);
    await backend.heroes.importMany([{ name: 'A', tier: 'S' }], { 'a.png': 'heroes/1-a.png' });
    expect(fake.requests.map((request) => request.body)).toEqual([
      { levels: [], baseVersion: 1 },
      { imagePath: 'media/1-pet.png', baseVersion: 4 },
      { file: [{ name: 'A', tier: 'S' }], images: { 'a.png': 'heroes/1-a.png' } },
    ]);
  });
});

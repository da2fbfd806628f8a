import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../domain/errors';
import { createFakeFetch, json } from '../test/fakeFetch';
import { deferredApi } from './deferredApi';
import { createHttpBackend, UNAVAILABLE_MESSAGE } from './http';

interface Api {
  add(a: number, b: number): Promise<number>;
  name(): Promise<string>;
}

const realApi: Api = { add: async (a, b) => a + b, name: async () => 'real' };

describe('deferredApi', () => {
  it('asks for the API on each call, then calls its method with the arguments', async () => {
    const load = vi.fn(async () => realApi);
    const api = deferredApi<Api>(load, ['add', 'name']);
    expect(load).not.toHaveBeenCalled();
    await expect(api.add(2, 3)).resolves.toBe(5);
    await expect(api.name()).resolves.toBe('real');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on the errors of the loading and of the loaded API itself', async () => {
    const unavailable = new BackendError('unavailable', 'Offline.');
    const failing = deferredApi<Api>(() => Promise.reject(unavailable), ['add', 'name']);
    await expect(failing.add(1, 1)).rejects.toBe(unavailable);
    const conflict = new BackendError('conflict', 'Changed meanwhile.');
    const api = deferredApi<Api>(
      async () => ({ ...realApi, name: () => Promise.reject(conflict) }),
      ['add', 'name'],
    );
    await expect(api.name()).rejects.toBe(conflict);
  });
});

describe("the HTTP adapter's admin calls, loaded on first use", () => {
  it('reach the server through the loaded code', async () => {
    const fake = createFakeFetch();
    fake.on('GET', 'api/history/trash', () => json(200, []));
    fake.on('POST', 'api/auth/sessions/end-others', () => json(200, { ended: 2 }));
    const backend = createHttpBackend({ fetch: fake.fetch });
    await expect(backend.history.trash()).resolves.toEqual([]);
    await expect(backend.auth.endOtherSessions()).resolves.toBe(2);
    expect(backend.backups.downloadUrl()).toBe('/api/backup');
  });

  it('fail as unavailable when that code cannot be downloaded, and try again next time', async () => {
    vi.resetModules();
    vi.doMock('./http/adminApis', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { createHttpBackend: createOffline } = await import('./http');
    const backend = createOffline({ fetch: createFakeFetch().fetch });
    await expect(backend.history.trash()).rejects.toMatchObject({
      code: 'unavailable',
      message: UNAVAILABLE_MESSAGE,
    });
    vi.doUnmock('./http/adminApis');
    const fake = createFakeFetch();
    fake.on('GET', 'api/history/trash', () => json(200, []));
    const { createHttpBackend: createOnline } = await import('./http');
    await expect(createOnline({ fetch: fake.fetch }).history.trash()).resolves.toEqual([]);
  });
});

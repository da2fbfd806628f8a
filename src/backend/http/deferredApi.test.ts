import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors';
import { UNAVAILABLE_MESSAGE } from './client';
import { deferredApi } from './deferredApi';

interface Api {
  add(a: number, b: number): Promise<number>;
  name(): Promise<string>;
}

const realApi: Api = { add: async (a, b) => a + b, name: async () => 'real' };

describe('deferredApi', () => {
  it('loads the module on the first call only, then calls through with the arguments', async () => {
    const load = vi.fn(async () => realApi);
    const api = deferredApi<Api>(load, ['add', 'name']);
    expect(load).not.toHaveBeenCalled();
    await expect(api.add(2, 3)).resolves.toBe(5);
    await expect(api.name()).resolves.toBe('real');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails a call as unavailable when the module cannot be downloaded, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<Api>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(realApi);
    const api = deferredApi<Api>(load, ['add', 'name']);
    const failure = await api.add(1, 1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({ code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    await expect(api.add(1, 1)).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on the errors of the loaded API itself', async () => {
    const conflict = new BackendError('conflict', 'Changed meanwhile.');
    const api = deferredApi<Api>(
      async () => ({ ...realApi, name: () => Promise.reject(conflict) }),
      ['add', 'name'],
    );
    await expect(api.name()).rejects.toBe(conflict);
  });
});

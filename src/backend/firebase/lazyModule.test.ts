import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors';
import { lazyModule, type LazyModule } from './lazyModule';

/** A download that fails the first time (offline, say) and works from then on. */
const failingOnce = () =>
  vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue('kit');

describe('lazyModule', () => {
  it('loads once, however often and however soon it is asked for', async () => {
    const load = vi.fn(async () => ({ name: 'kit' }));
    const kit = lazyModule(load);
    const [first, second] = await Promise.all([kit(), kit()]);
    expect(await kit()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed download as a BackendError and downloads again on the next call', async () => {
    const load = failingOnce();
    const kit = lazyModule(load);
    const failed = kit();
    await expect(failed).rejects.toBeInstanceOf(BackendError);
    await expect(failed).rejects.toMatchObject({ code: 'unavailable' });
    expect(await kit()).toBe('kit');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says whether a load was started, and forgets a failed one', async () => {
    const load = failingOnce();
    const kit = lazyModule(load);
    expect(kit.ifStarted()).toBeNull();
    const failed = kit();
    expect(kit.ifStarted()).toBe(failed);
    await failed.catch(() => {});
    expect(kit.ifStarted()).toBeNull();
    const loaded = kit();
    expect(kit.ifStarted()).toBe(loaded);
    await loaded;
    expect(kit.ifStarted()).toBe(loaded);
  });

  it('calls onStart each time a load starts, when the load can already be joined', async () => {
    const joined: (Promise<string> | null)[] = [];
    const load = failingOnce();
    const kit: LazyModule<string> = lazyModule(load, () => joined.push(kit.ifStarted()));
    expect(joined).toEqual([]);
    const failed = kit();
    kit().catch(() => {});
    await failed.catch(() => {});
    await kit();
    await kit();
    expect(joined).toHaveLength(2);
    expect(joined[0]).toBe(failed);
    expect(joined[1]).not.toBeNull();
  });
});

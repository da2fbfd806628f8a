import { CHUNK_LOAD_FAILED, lazyNamed } from '../ui/lazyNamed';
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForStaleChunks, shouldReloadForChunk } from './staleChunks';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    'Unable to preload CSS for /assets/HeroesPage-abc.css',
    'Failed to fetch dynamically imported module: http://x/assets/HeroesPage-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
  ])('knows "%s"', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Unable to preload CSS')).toBe(false);
  });
});

describe('shouldReloadForChunk', () => {
  it('reloads once, then not again within 30 s, then again later', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunk(storage, 1_000_000)).toBe(true);
    expect(shouldReloadForChunk(storage, 1_010_000)).toBe(false);
    expect(shouldReloadForChunk(storage, 1_040_000)).toBe(true);
  });
});

describe('reloadOnceForStaleChunks', () => {
  function fakeWindow(onLine: boolean) {
    const target = new EventTarget() as EventTarget & {
      navigator: { onLine: boolean };
      sessionStorage: ReturnType<typeof memoryStorage>;
      location: { reload: () => void };
    };
    target.navigator = { onLine };
    target.sessionStorage = memoryStorage();
    target.location = { reload: vi.fn() };
    reloadOnceForStaleChunks(target as unknown as Window);
    return target;
  }
  const preloadError = () => new Event(CHUNK_LOAD_FAILED, { cancelable: true });

  it('reloads the page once for a missing chunk and keeps the error from surfacing', () => {
    const target = fakeWindow(true);
    const first = preloadError();
    target.dispatchEvent(first);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    const second = preloadError();
    target.dispatchEvent(second);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('does not reload while offline: the page says so instead', () => {
    const target = fakeWindow(false);
    const event = preloadError();
    target.dispatchEvent(event);
    expect(target.location.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('hears a lazily loaded part whose code fails to download', async () => {
    const heard = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener(CHUNK_LOAD_FAILED, heard);
    try {
      const Part = lazyNamed(
        () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        'Part',
      );
      await expect(Part.preload()).rejects.toThrow('Failed to fetch dynamically imported module');
      expect(heard).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(CHUNK_LOAD_FAILED, heard);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { byteBoundedLru } from './byteBoundedLru';

const value = (bytes: number) => ({ bytes });

describe('byteBoundedLru', () => {
  it('forgets the least recently used entries past its budget', () => {
    const lru = byteBoundedLru<{ bytes: number }>(100);
    lru.set('a', value(40));
    lru.set('b', value(40));
    lru.get('a');
    lru.set('c', value(40));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.bytes).toBe(80);
  });

  it('replaces an entry of the same key, and never keeps one larger than the budget', () => {
    const lru = byteBoundedLru<{ bytes: number }>(100);
    lru.set('a', value(40));
    lru.set('a', value(60));
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(60);
    expect(lru.set('huge', value(101))).toBe(false);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.bytes).toBe(60);
    lru.delete('a');
    expect(lru.size).toBe(0);
    expect(lru.bytes).toBe(0);
  });
});

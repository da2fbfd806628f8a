import { describe, expect, it } from 'vitest';
import { canonicalTier } from './heroTier';

describe('canonicalTier', () => {
  it.each([
    ['Meta', 'Meta'],
    ['meta', 'Meta'],
    [' META ', 'Meta'],
    ['ss', 'SS'],
    [' s + ', 'S+'],
    ['s+', 'S+'],
    ['s', 'S'],
    ['a +', 'A+'],
    ['a', 'A'],
    ['b', 'B'],
    ['C', 'C'],
    ['food', 'Food'],
    ['F o o d', 'Food'],
    ['S\t+', 'S+'],
    ['s\u3000+', 'S+'],
    ['\uff2d\uff45\uff54\uff41', 'Meta'],
    ['\uff33\uff0b', 'S+'],
    ['\uff41', 'A'],
    ['  Z  ', 'Z'],
    ['Legend ary', 'Legend ary'],
    ['S++', 'S++'],
    ['', ''],
  ])('%j is stored as %j', (typed, stored) => {
    expect(canonicalTier(typed)).toBe(stored);
  });
});

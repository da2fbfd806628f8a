import { describe, expect, it } from 'vitest';
import { historyIndex } from './historyIndex';

describe('historyIndex', () => {
  it.each([
    ['an entry react-router made', { usr: null, key: 'abc', idx: 3 }, 3],
    ['the first entry', { usr: null, key: 'default', idx: 0 }, 0],
    ['an #anchor entry (no state)', null, null],
    ['state without an index', { key: 'abc' }, null],
    ['an index that is not a whole number', { idx: '2' }, null],
    ['a fractional index', { idx: 1.5 }, null],
    ['a state that is not an object', 'idx', null],
  ])('%s', (_case, state, expected) => {
    expect(historyIndex(state)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural';

describe('countOf', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'hero', 'heroes')).toBe('1 hero');
    expect(countOf(2, 'hero', 'heroes')).toBe('2 heroes');
    expect(countOf(0, 'hero', 'heroes')).toBe('0 heroes');
  });

  it('gives the noun alone for a count written some other way', () => {
    expect(plural(1, 'person', 'people')).toBe('person');
    expect(plural(1000, 'person', 'people')).toBe('people');
  });

  it('adds "s" when no plural is given', () => {
    expect(countOf(1, 'empty template')).toBe('1 empty template');
    expect(countOf(3, 'empty template')).toBe('3 empty templates');
  });
});

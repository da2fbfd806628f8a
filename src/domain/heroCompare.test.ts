import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, compareIds, compareTitle, togglePicked } from './heroCompare';
import { sortStatsRows, statValue, statsSortOf } from './heroStatsSort';
import { paths } from './paths';

describe('comparing heroes', () => {
  it('reads the heroes from the address: each once, in order, at most four, plus one added', () => {
    const any = () => true;
    expect(compareIds(' a, b ,,a,c ', null, any)).toEqual(['a', 'b', 'c']);
    expect(compareIds('a,b', 'c', any)).toEqual(['a', 'b', 'c']);
    expect(compareIds('a,b,c,d', 'e', any)).toHaveLength(COMPARE_MAX);
    expect(compareIds(null, null, any)).toEqual([]);
    // An id no hero has takes no place: a hero added beside it is kept.
    expect(compareIds('a,b,c,gone', 'd', (id) => id !== 'gone')).toEqual(['a', 'b', 'c', 'd']);
    expect(paths.heroCompare.href(['a b', 'c'])).toBe('/heroes/compare?ids=a%20b,c');
    expect(compareTitle([{ name: 'Aria' }, { name: 'Bo' }])).toBe('Compare: Aria vs Bo');
    expect(compareTitle([])).toBe('Compare heroes');
  });

  it('picks heroes in order, lets one go when picked again, and stops at four', () => {
    let picked: readonly string[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e']) picked = togglePicked(picked, id);
    expect(picked).toEqual(['a', 'b', 'c', 'd']);
    expect(togglePicked(picked, 'b')).toEqual(['a', 'c', 'd']);
    expect(togglePicked(picked, null)).toEqual([]);
  });
});

describe('the stats view', () => {
  it('reads the first number of a free-text stat', () => {
    expect(statValue('1,250')).toBe(1250);
    expect(statValue('12.5k')).toBe(12_500);
    expect(statValue('2M HP')).toBe(2_000_000);
    expect(statValue('about 90')).toBe(90);
    expect(statValue('')).toBeNaN();
    expect(statValue('high')).toBeNaN();
  });

  it('sorts by the column asked for, the biggest stats first by default, blanks last', () => {
    const row = (name: string, ATK: string, shownTier = 'S') => ({
      name,
      shownTier,
      stats: { ATK, DEF: '', HP: '', SPD: '' },
    });
    const rows = [row('Al', '900'), row('Bo', ''), row('Cy', '1.2k', 'Meta'), row('Di', '50', '')];
    const names = (sort: string | null, dir: string | null) => {
      const chosen = statsSortOf(sort, dir);
      return sortStatsRows(rows, chosen.sort, chosen.dir).map((one) => one.name);
    };
    expect(names('atk', null)).toEqual(['Cy', 'Al', 'Di', 'Bo']);
    expect(names('atk', 'asc')).toEqual(['Di', 'Al', 'Cy', 'Bo']);
    expect(names(null, null)).toEqual(['Cy', 'Al', 'Bo', 'Di']);
    expect(names('tier', 'desc')).toEqual(['Al', 'Bo', 'Cy', 'Di']);
    expect(names('name', 'desc')).toEqual(['Di', 'Cy', 'Bo', 'Al']);
    expect(statsSortOf('nonsense', 'sideways')).toEqual({ sort: 'tier', dir: 'asc' });
  });
});

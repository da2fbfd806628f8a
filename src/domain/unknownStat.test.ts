import { describe, expect, it } from 'vitest';
import { sortStatsRows, statValue } from './heroStatsSort';
import { statKnown } from './unknownStat';

describe('a stat the data does not know', () => {
  it('is an empty stat or 0, however written; any other text is known', () => {
    for (const unknown of ['', '  ', '0', ' 0 ', '0.0', '-0', '00']) {
      expect(statKnown(unknown), JSON.stringify(unknown)).toBe(false);
    }
    for (const known of ['900', '1,250', '12.5k', '0.5', 'high', '10 (max)']) {
      expect(statKnown(known), known).toBe(true);
    }
  });

  it('has no value to sort by, so it sorts last either way', () => {
    expect(statValue('0')).toBeNaN();
    const row = (name: string, DEF: string) => ({
      name,
      shownTier: 'S',
      stats: { ATK: '', DEF, HP: '', SPD: '' },
    });
    const rows = [row('Al', '0'), row('Bo', '450'), row('Cy', ''), row('Di', '12')];
    const names = (dir: 'asc' | 'desc') => sortStatsRows(rows, 'def', dir).map((one) => one.name);
    expect(names('desc')).toEqual(['Bo', 'Di', 'Al', 'Cy']);
    expect(names('asc')).toEqual(['Di', 'Bo', 'Al', 'Cy']);
  });
});

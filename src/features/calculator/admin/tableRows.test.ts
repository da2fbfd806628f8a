import { describe, expect, it } from 'vitest';
import { defaultGuildLevels } from '../../../domain/guildTable';
import { invalidRowsMessage, readTableRows, rowsFromLevels, type TableRow } from './tableRows';

const base = rowsFromLevels(defaultGuildLevels());
/** Index of level n in the table (level 2 is the first row). */
const at = (level: number) => level - 2;

function withRow(level: number, patch: Partial<TableRow>): TableRow[] {
  return base.map((row, index) => (index === at(level) ? { ...row, ...patch } : row));
}

describe('readTableRows', () => {
  it('keeps the estimated marks of rows nobody touched', () => {
    const result = readTableRows(base, false);
    expect(result.ok && result.levels).toEqual(defaultGuildLevels());
  });

  it('saves an edited row as confirmed, and every row when all are confirmed', () => {
    const points = String(Number(base[at(10)]!.points) + 1);
    const edited = readTableRows(withRow(10, { points, edited: true }), false);
    expect(edited.ok && edited.levels[at(10)]).toEqual({
      level: 10,
      points: Number(points),
      estimated: false,
    });
    expect(edited.ok && edited.levels[at(11)]!.estimated).toBe(true);

    const all = readTableRows(base, true);
    expect(all.ok && all.levels.every((entry) => !entry.estimated)).toBe(true);
  });

  it.each([
    ['empty', 10, '', 'Points must be a positive whole number.'],
    ['a fraction', 10, '12.5', 'Points must be a positive whole number.'],
    ['negative', 10, '-5', 'Points must be a positive whole number.'],
    ['zero', 2, '0', 'Points must be positive.'],
    ['not above the level before', 3, '600', 'Level 3 must need more points than level 2.'],
  ])('names the row when a value is %s', (_what, level, points, message) => {
    const result = readTableRows(withRow(level, { points, edited: true }), false);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.rowErrors[at(level)]).toBe(message);
  });

  it('names the row after a value that is too big for the next level', () => {
    const result = readTableRows(withRow(10, { points: '999999', edited: true }), false);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.rowErrors)).toEqual([String(at(11))]);
  });
});

describe('invalidRowsMessage', () => {
  it('names the level of one wrong value', () => {
    expect(invalidRowsMessage(base, { [at(12)]: 'Points must be a positive whole number.' })).toBe(
      'Fix the value marked in the table (level 12), then save again.',
    );
  });

  it('counts several and names their levels, running ones as ranges', () => {
    const errors = { [at(12)]: 'x', [at(30)]: 'x', [at(31)]: 'x' };
    expect(invalidRowsMessage(base, errors)).toBe(
      'Fix the 3 values marked in the table (levels 12, 30–31), then save again.',
    );
  });

  it('names the row the rising-values rule marks', () => {
    const rows = withRow(4, { points: '1', edited: true });
    const result = readTableRows(rows, false);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(invalidRowsMessage(rows, result.rowErrors)).toBe(
        'Fix the value marked in the table (level 4), then save again.',
      );
    }
  });
});

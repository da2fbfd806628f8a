import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../backend/contract';
import { importingLine, resultLines, resultToast, skippedLine, unchangedLine } from './importTexts';

const report = (overrides: Partial<ImportReport>): ImportReport => ({
  imported: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  errors: [],
  ...overrides,
});

describe('the hero import texts', () => {
  it('count one hero in the singular and any other number in the plural', () => {
    expect(resultLines(report({ imported: 1, updated: 1, unchanged: 1, skipped: 1 }))).toEqual([
      'Successfully imported 1 hero',
      'Updated 1 hero',
      '1 hero unchanged',
      'Skipped 1 empty template',
    ]);
    expect(resultLines(report({ imported: 2, updated: 3, unchanged: 4, skipped: 5 }))).toEqual([
      'Successfully imported 2 heroes',
      'Updated 3 heroes',
      '4 heroes unchanged',
      'Skipped 5 empty templates',
    ]);
    expect(unchangedLine(12)).toBe('12 heroes unchanged');
    expect(skippedLine(1)).toBe('Skipped 1 empty template');
    expect(importingLine(1)).toBe('Importing 1 hero…');
    expect(importingLine(40)).toBe('Importing 40 heroes…');
  });

  it('leave out a count of nothing: no "imported 0" when only updates were written', () => {
    expect(resultLines(report({ updated: 1 }))).toEqual(['Updated 1 hero']);
    expect(resultLines(report({ imported: 3 }))).toEqual(['Successfully imported 3 heroes']);
  });

  it('say so when nothing was written', () => {
    expect(resultLines(report({ unchanged: 2 }))).toEqual([
      'Nothing was imported: no new or changed heroes.',
      '2 heroes unchanged',
    ]);
  });

  it('sum the result up in the toast, with the failed entries', () => {
    expect(resultToast(report({ imported: 40, updated: 1, unchanged: 3 }))).toBe(
      'Successfully imported 40 heroes. Updated 1 hero.',
    );
    expect(
      resultToast(report({ updated: 2, errors: [{ name: 'Wordy', reason: 'name: Required.' }] })),
    ).toBe('Updated 2 heroes. 1 entry failed.');
    expect(resultToast(report({}))).toBe('Nothing was imported: no new or changed heroes.');
  });
});

import { describe, expect, it } from 'vitest';
import { moveGameMode, nextGameModePosition } from './gameModeOrder';
import { makeGameMode } from '../../../test/makeGameMode';

const mode = (name: string, position: number) => makeGameMode(name, { position });

const moved = (changes: ReturnType<typeof moveGameMode>) =>
  changes.map(({ mode: { name }, position }) => [name, position]);

describe('moveGameMode', () => {
  const even = [mode('Campaign', 0), mode('Arena', 1), mode('Boss', 2)];

  it('swaps the mode with its neighbour, saving only the two positions that change', () => {
    expect(moved(moveGameMode(even, 2, -1))).toEqual([
      ['Boss', 1],
      ['Arena', 2],
    ]);
    expect(moved(moveGameMode(even, 0, 1))).toEqual([
      ['Arena', 0],
      ['Campaign', 1],
    ]);
  });

  it('makes uneven positions 0 to n − 1 in the new order', () => {
    const uneven = [mode('Campaign', 1), mode('Arena', 2), mode('Boss', 2), mode('Raid', 7)];
    expect(moved(moveGameMode(uneven, 3, -1))).toEqual([
      ['Campaign', 0],
      ['Arena', 1],
      ['Raid', 2],
      ['Boss', 3],
    ]);
  });

  it('changes nothing past either end', () => {
    expect(moveGameMode(even, 0, -1)).toEqual([]);
    expect(moveGameMode(even, 2, 1)).toEqual([]);
  });
});

describe('nextGameModePosition', () => {
  it('puts a new mode after the last, at 0 in an empty list', () => {
    expect(nextGameModePosition([])).toBe(0);
    expect(nextGameModePosition([mode('A', 4), mode('B', 2)])).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { tierBoardRows } from './tierBoard';

const hero = (name: string, tier: string) => ({ name, tier });

describe('tierBoardRows', () => {
  it.each([
    ['no heroes', [], []],
    [
      'tiers in the tier order, empty tiers left out',
      [hero('a', 'S'), hero('b', 'Meta'), hero('c', 'Food'), hero('d', 'S')],
      [
        ['Meta', ['b']],
        ['S', ['a', 'd']],
        ['Food', ['c']],
      ],
    ],
    [
      'unlisted tiers after the listed ones, A–Z',
      [hero('z', 'Zeta'), hero('x', 'Alpha'), hero('c', 'C')],
      [
        ['C', ['c']],
        ['Alpha', ['x']],
        ['Zeta', ['z']],
      ],
    ],
  ])('%s', (_, heroes, expected) => {
    expect(
      tierBoardRows(heroes).map((row) => [row.tier, row.heroes.map((member) => member.name)]),
    ).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultGuildLevels, type GuildLevelEntry } from './guildTable';
import {
  adjustTarget,
  calculate,
  calculatorParams,
  checkCurrentLevel,
  checkPeople,
  checkTargetLevel,
  dailyPoints,
  dailyPointsBreakdown,
  estimateSummary,
  formatLevelRanges,
  formatNumber,
  parseCalculatorParams,
  pointsNeeded,
} from './guildMath';

const levels = defaultGuildLevels();
/** A tiny table: level n needs n*100 points, levels 4 and 5 estimated. */
const small: GuildLevelEntry[] = [2, 3, 4, 5, 6].map((level) => ({
  level,
  points: level * 100,
  estimated: level === 4 || level === 5,
}));

/**
 * The default table's estimated values (levels 6 to 48), written out: a change to the
 * interpolation (its end points, its ratio or its rounding) changes a number here.
 */
// prettier-ignore
const ESTIMATED_POINTS: Record<number, number> = {
  6: 850, 7: 950, 8: 1050, 9: 1100, 10: 1200, 11: 1350, 12: 1450, 13: 1550, 14: 1700,
  15: 1850, 16: 2050, 17: 2200, 18: 2400, 19: 2600, 20: 2850, 21: 3100, 22: 3350, 23: 3650,
  24: 4000, 25: 4350, 26: 4700, 27: 5150, 28: 5600, 29: 6050, 30: 6600, 31: 7200, 32: 7800,
  33: 8500, 34: 9250, 35: 10050, 36: 10950, 37: 11950, 38: 13000, 39: 14100, 40: 15350,
  41: 16700, 42: 18200, 43: 19800, 44: 21550, 45: 23450, 46: 25500, 47: 27750, 48: 30200,
};

describe('the default guild table', () => {
  it('holds the known values, confirmed, for levels 2 to 5, 49 and 50', () => {
    const known = levels.filter((entry) => !entry.estimated);
    expect(known).toEqual([
      { level: 2, points: 600, estimated: false },
      { level: 3, points: 650, estimated: false },
      { level: 4, points: 700, estimated: false },
      { level: 5, points: 800, estimated: false },
      { level: 49, points: 32850, estimated: false },
      { level: 50, points: 35700, estimated: false },
    ]);
  });

  it('estimates levels 6 to 48 between levels 5 and 49, rounded to the nearest 50', () => {
    const estimated = Object.fromEntries(
      levels.filter((entry) => entry.estimated).map((entry) => [entry.level, entry.points]),
    );
    expect(estimated).toEqual(ESTIMATED_POINTS);
  });

  it('needs 434,300 points from level 1 to 50', () => {
    expect(pointsNeeded(levels, 1, 50)).toBe(434_300);
  });
});

describe('calculate (the documented guild math)', () => {
  it.each([
    // people, donations, from, to, points needed, daily points, days
    [10, 2, 1, 5, 2750, 400, 7],
    [10, 5, 1, 5, 2750, 1000, 3],
    [1, 2, 1, 2, 600, 40, 15],
    [1, 5, 4, 5, 800, 100, 8],
    [30, 5, 49, 50, 35700, 3000, 12],
    [50, 2, 1, 3, 1250, 2000, 1],
  ] as const)(
    '%i people x %i donations, level %i → %i: %i points, %i a day, %i days',
    (people, donations, from, to, needed, daily, days) => {
      const result = calculate(levels, { people, donations, from, to });
      expect(result).toMatchObject({ pointsNeeded: needed, dailyPoints: daily, days });
    },
  );

  it('sums the whole default table from 1 to 50 into a finite whole number of days', () => {
    const result = calculate(levels, { people: 1, donations: 2, from: 1, to: 50 });
    expect(result.pointsNeeded).toBe(levels.reduce((sum, entry) => sum + entry.points, 0));
    expect(Number.isInteger(result.days)).toBe(true);
  });

  it.each([
    [1, 3, []],
    [1, 4, [4]],
    [3, 6, [4, 5]],
    [5, 6, []],
  ])('from %i to %i lists the estimated levels %j', (from, to, expected) => {
    expect(calculate(small, { people: 1, donations: 2, from, to }).estimatedLevels).toEqual(
      expected,
    );
  });

  it.each([
    [1, 2, 200],
    [2, 4, 700],
    [5, 6, 600],
    [6, 6, 0],
  ])('points from %i to %i are %i', (from, to, expected) => {
    expect(pointsNeeded(small, from, to)).toBe(expected);
  });

  it('daily points are donations x people x 20', () => {
    expect(dailyPoints(7, 5)).toBe(700);
  });

  it.each([
    [30, 5, '30 people × 5 donations × 20 points = 3,000 points a day'],
    [10, 2, '10 people × 2 donations × 20 points = 400 points a day'],
    [1, 2, '1 person × 2 donations × 20 points = 40 points a day'],
    [1000, 5, '1,000 people × 5 donations × 20 points = 100,000 points a day'],
  ])('people %i, donations %i: "%s"', (people, donations, text) => {
    expect(dailyPointsBreakdown(people, donations)).toBe(text);
  });
});

describe('estimateSummary', () => {
  const plan = (from: number, to: number) =>
    estimateSummary(calculate(levels, { people: 10, donations: 2, from, to }));

  it('says nothing of a plan on confirmed values only', () => {
    expect(plan(1, 5)).toBeNull();
    expect(plan(48, 50)).toBeNull();
  });

  it('counts the estimated levels of the plan among all its levels', () => {
    expect(plan(1, 50)).toBe('Estimate: 43 of the 49 levels use estimated values.');
    expect(plan(4, 7)).toBe('Estimate: 2 of the 3 levels use estimated values.');
    expect(plan(47, 49)).toBe('Estimate: 1 of the 2 levels uses an estimated value.');
    expect(plan(9, 10)).toBe("Estimate: this level's value is estimated.");
  });
});

describe('field checks', () => {
  it.each([
    ['1', true],
    [' 25 ', true],
    ['1000', true],
    ['0', false],
    ['-3', false],
    ['2.5', false],
    ['', false],
    ['abc', false],
    ['1e3', false],
    ['1001', false],
  ])('people %j ok=%s', (raw, ok) => {
    expect(checkPeople(raw).ok).toBe(ok);
  });

  it.each([
    ['1', true],
    ['49', true],
    ['50', false],
    ['0', false],
    ['', false],
  ])('current level %j ok=%s', (raw, ok) => {
    expect(checkCurrentLevel(raw).ok).toBe(ok);
  });

  it.each([
    ['6', 5, true],
    ['50', 5, true],
    ['5', 5, false],
    ['51', 5, false],
    ['x', 5, false],
  ])('target %j after current %i ok=%s', (raw, current, ok) => {
    expect(checkTargetLevel(raw, current).ok).toBe(ok);
  });

  it('names the field and the limits in its message', () => {
    expect(checkPeople('0')).toEqual({
      ok: false,
      message: 'Number of people must be a whole number from 1 to 1000.',
    });
    expect(checkTargetLevel('3', 4)).toEqual({
      ok: false,
      message: 'Target level must be a whole number from 5 to 50.',
    });
    expect(checkCurrentLevel('two')).toEqual({
      ok: false,
      message: 'Current level must be a whole number from 1 to 49.',
    });
  });

  it.each(['-3', '2.5', '', '1001', 'ten'])(
    'says what the people field takes for %j, not only that it is wrong',
    (raw) => {
      expect(checkPeople(raw)).toEqual({
        ok: false,
        message: 'Number of people must be a whole number from 1 to 1000.',
      });
    },
  );

  it.each([
    [5, 10, 10],
    [10, 10, 11],
    [12, 10, 13],
    [49, 50, 50],
    [49, 20, 50],
  ])('current %i with target %i keeps target %i', (current, target, expected) => {
    expect(adjustTarget(current, target)).toBe(expected);
  });
});

describe('calculator URL', () => {
  it.each([
    ['people=10&donations=2&from=1&to=5', { people: 10, donations: 2, from: 1, to: 5 }],
    ['people=3&donations=5&from=20&to=30', { people: 3, donations: 5, from: 20, to: 30 }],
    ['', { people: 10, donations: 2, from: 1, to: 5 }],
    ['people=0&donations=3&from=0&to=99', { people: 10, donations: 2, from: 1, to: 5 }],
    ['people=abc&from=10', { people: 10, donations: 2, from: 10, to: 11 }],
    ['from=30&to=20', { people: 10, donations: 2, from: 30, to: 31 }],
    ['from=49&to=50', { people: 10, donations: 2, from: 49, to: 50 }],
    ['people=NaN&donations=Infinity&from=1.5&to=', { people: 10, donations: 2, from: 1, to: 5 }],
  ])('%j reads as %j', (query, expected) => {
    expect(parseCalculatorParams(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes what it reads', () => {
    const input = { people: 12, donations: 5, from: 7, to: 9 } as const;
    expect(parseCalculatorParams(new URLSearchParams(calculatorParams(input)))).toEqual(input);
  });
});

describe('formatting', () => {
  it.each([
    [[], ''],
    [[6], '6'],
    [[6, 7, 8, 9], '6–9'],
    [[6, 7, 12, 20, 21], '6–7, 12, 20–21'],
  ])('levels %j read as %j', (list, expected) => {
    expect(formatLevelRanges(list)).toBe(expected);
  });

  it.each([
    [0, '0'],
    [400, '400'],
    [2750, '2,750'],
    [1234567, '1,234,567'],
  ])('%i is shown as %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

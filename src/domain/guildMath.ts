import { MAX_LEVEL, MIN_LEVEL, type GuildLevelEntry } from './guildTable';
import { plural } from './plural';

/** Each donation is worth 20 points; each person donates 2 times a day, or 5 with gems. */
export const POINTS_PER_DONATION = 20;
export const DONATION_CHOICES = [2, 5] as const;
export type Donations = (typeof DONATION_CHOICES)[number];

export interface CalculatorInput {
  people: number;
  donations: Donations;
  from: number;
  to: number;
}

export const DEFAULT_CALCULATOR_INPUT: CalculatorInput = {
  people: 10,
  donations: 2,
  from: 1,
  to: 5,
};

export interface CalculatorResult {
  pointsNeeded: number;
  dailyPoints: number;
  days: number;
  /** The levels the plan climbs: from+1 through to. */
  levelCount: number;
  /** Levels in the range whose table value is still an estimate. */
  estimatedLevels: number[];
}

export const dailyPoints = (people: number, donations: number) =>
  donations * people * POINTS_PER_DONATION;

/** Sum of the table values for levels from+1 through to. */
export function pointsNeeded(levels: readonly GuildLevelEntry[], from: number, to: number) {
  return levels
    .filter((entry) => entry.level > from && entry.level <= to)
    .reduce((sum, entry) => sum + entry.points, 0);
}

export function calculate(levels: readonly GuildLevelEntry[], input: CalculatorInput) {
  const needed = pointsNeeded(levels, input.from, input.to);
  const daily = dailyPoints(input.people, input.donations);
  const result: CalculatorResult = {
    pointsNeeded: needed,
    dailyPoints: daily,
    days: Math.ceil(needed / daily),
    levelCount: input.to - input.from,
    estimatedLevels: levels
      .filter((entry) => entry.estimated && entry.level > input.from && entry.level <= input.to)
      .map((entry) => entry.level),
  };
  return result;
}

export type FieldCheck = { ok: true; value: number } | { ok: false; message: string };

function wholeNumber(raw: string): number | null {
  const trimmed = raw.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

/** One message for every wrong value ("-3", "2.5", "", "5000"): what the field takes. */
function inRange(raw: string, min: number, max: number, what: string): FieldCheck {
  const value = wholeNumber(raw);
  if (value === null || value < min || value > max) {
    return { ok: false, message: `${what} must be a whole number from ${min} to ${max}.` };
  }
  return { ok: true, value };
}

/** Large enough for any guild, small enough that the sums stay exact. */
export const MAX_PEOPLE = 1000;

export const checkPeople = (raw: string) => inRange(raw, 1, MAX_PEOPLE, 'Number of people');
export const checkCurrentLevel = (raw: string) =>
  inRange(raw, MIN_LEVEL, MAX_LEVEL - 1, 'Current level');
export const checkTargetLevel = (raw: string, current: number) =>
  inRange(raw, current + 1, MAX_LEVEL, 'Target level');

export const isDonations = (value: number): value is Donations =>
  (DONATION_CHOICES as readonly number[]).includes(value);

/** Raising the current level to or above the target moves the target to current+1. */
export const adjustTarget = (current: number, target: number) =>
  target <= current ? Math.min(current + 1, MAX_LEVEL) : target;

/** Reads a shared plan from the URL; each missing or invalid value falls back to its default. */
export function parseCalculatorParams(params: URLSearchParams): CalculatorInput {
  const defaults = DEFAULT_CALCULATOR_INPUT;
  const people = checkPeople(params.get('people') ?? '');
  const donations = Number(params.get('donations'));
  const from = checkCurrentLevel(params.get('from') ?? '');
  const fromValue = from.ok ? from.value : defaults.from;
  const to = checkTargetLevel(params.get('to') ?? '', fromValue);
  return {
    people: people.ok ? people.value : defaults.people,
    donations: isDonations(donations) ? donations : defaults.donations,
    from: fromValue,
    to: to.ok ? to.value : adjustTarget(fromValue, defaults.to),
  };
}

export function calculatorParams(input: CalculatorInput): Record<string, string> {
  return {
    people: String(input.people),
    donations: String(input.donations),
    from: String(input.from),
    to: String(input.to),
  };
}

/** How the points a day come about: "10 people × 2 donations × 20 points = 400 points a day". */
export function dailyPointsBreakdown(people: number, donations: number): string {
  const persons = `${formatNumber(people)} ${plural(people, 'person', 'people')}`;
  const gifts = `${donations} ${plural(donations, 'donation')}`;
  const daily = formatNumber(dailyPoints(people, donations));
  return `${persons} × ${gifts} × ${POINTS_PER_DONATION} points = ${daily} points a day`;
}

/**
 * A plan that uses estimated table values is an estimate itself, by as much as it uses them:
 * "Estimate: 43 of the 49 levels use estimated values." (null when every value is confirmed).
 */
export function estimateSummary(result: CalculatorResult): string | null {
  const estimated = result.estimatedLevels.length;
  if (estimated === 0) return null;
  if (result.levelCount === 1) return "Estimate: this level's value is estimated.";
  const use = estimated === 1 ? 'uses an estimated value' : 'use estimated values';
  return `Estimate: ${estimated} of the ${result.levelCount} levels ${use}.`;
}

/** "6–9, 12, 20–21": consecutive levels as ranges. */
export function formatLevelRanges(levels: readonly number[]): string {
  const ranges: [number, number][] = [];
  for (const level of levels) {
    const last = ranges[ranges.length - 1];
    if (last && level === last[1] + 1) last[1] = level;
    else ranges.push([level, level]);
  }
  return ranges.map(([start, end]) => (start === end ? `${start}` : `${start}–${end}`)).join(', ');
}

// Made on first use: a page that shows no such number does not load the locale's number data.
let numberFormat: Intl.NumberFormat | undefined;
/** Thousands separators, the same for every visitor: 2,750. */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat('en-US');
  return numberFormat.format(value);
}

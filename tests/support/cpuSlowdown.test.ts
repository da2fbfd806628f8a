// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, isSteady, judgedLoad, loadAgain, loadSlowdown } from './cpuSlowdown';

describe('the CPU slowdown calibrated to a mid-tier phone', () => {
  it('slows a machine down by as many times as it is faster than the phone', () => {
    expect(cpuSlowdownFor(2600)).toBe(2.6);
    expect(cpuSlowdownFor(1950)).toBe(1.95);
    expect(cpuSlowdownFor(4000)).toBe(4);
  });

  it('never speeds up a machine as slow as the phone or slower', () => {
    expect(cpuSlowdownFor(1000)).toBe(1);
    expect(cpuSlowdownFor(640)).toBe(1);
  });

  it('refuses an index Lighthouse could not measure', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/no usable BenchmarkIndex \(NaN\)/);
    expect(() => cpuSlowdownFor(0)).toThrow(/no usable BenchmarkIndex \(0\)/);
  });
});

const load = (performance: number, indexBefore: number, indexAfter = indexBefore) => ({
  performance,
  indexBefore,
  indexAfter,
});

describe('which load of a page is judged', () => {
  it('calls a load steady when the index after it is within a fifth of the index before', () => {
    expect(isSteady(load(0.9, 2000, 1700))).toBe(true);
    expect(isSteady(load(0.9, 2000, 1600))).toBe(true);
    expect(isSteady(load(0.9, 2000, 1500))).toBe(false);
    expect(isSteady(load(0.9, 1200, 2000))).toBe(false);
  });

  it('scores a steady load at the mean of its indexes, one that was not at the higher index', () => {
    expect(loadSlowdown({ indexBefore: 2000, indexAfter: 1800 })).toBe(1.9);
    expect(loadSlowdown({ indexBefore: 2600, indexAfter: 1300 })).toBe(2.6);
    expect(loadSlowdown({ indexBefore: 1300, indexAfter: 2600 })).toBe(2.6);
  });

  it('judges a page by its best load', () => {
    const best = load(0.96, 2000, 1000);
    expect(judgedLoad([load(0.8, 900, 2000), best, load(0.93, 2000, 1900)])).toBe(best);
    expect(judgedLoad([])).toBeUndefined();
  });

  it('loads again until a load reaches the floor', () => {
    expect(loadAgain([], 0.95)).toBe(true);
    expect(loadAgain([load(0.97, 2000)], 0.95)).toBe(false);
    expect(loadAgain([load(0.9, 2000)], 0.95)).toBe(true);
    // Not steady, but at the floor when scored at its harder slowdown: nothing to gain.
    expect(loadAgain([load(0.99, 2000, 1000)], 0.95)).toBe(false);
    // Not steady and below the floor at its harder slowdown, which may be too hard.
    expect(loadAgain([load(0.9, 2000, 1000)], 0.95)).toBe(true);
  });

  it('stops after three steady loads, or five in all, so a slow page fails', () => {
    expect(loadAgain([load(0.9, 2000), load(0.91, 2000), load(0.9, 2000)], 0.95)).toBe(false);
    const unsteady = load(0.9, 2000, 1000);
    expect(loadAgain([unsteady, unsteady, unsteady, unsteady], 0.95)).toBe(true);
    expect(loadAgain([unsteady, unsteady, unsteady, unsteady, unsteady], 0.95)).toBe(false);
  });
});

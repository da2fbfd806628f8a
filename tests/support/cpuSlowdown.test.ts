// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpuSlowdown';

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

/**
 * The phone Lighthouse's performance score stands for, by its BenchmarkIndex: Chrome DevTools'
 * calibrated "mid-tier mobile" preset (a Pixel 5-class phone, index 1,000). Lighthouse measures the
 * index of the machine it runs on before each page (docs/testing.md#lighthouse-calibrated-to-one-phone).
 */
export const PHONE_BENCHMARK_INDEX = 1000;

/**
 * The CPU slowdown that makes a machine of this BenchmarkIndex stand for that phone: simulated
 * throttling multiplies the main-thread time the machine observed, and a machine twice as busy or
 * half as fast both observes twice the time and measures half the index. Never below 1: a machine
 * slower than the phone cannot be made faster.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`Lighthouse measured no usable BenchmarkIndex (${benchmarkIndex})`);
  }
  return Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 100) / 100);
}

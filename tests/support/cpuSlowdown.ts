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

/** The BenchmarkIndex measured just before a load of a page and just after it. */
export interface LoadIndexes {
  indexBefore: number;
  indexAfter: number;
}

/** One scored load of a page, with the BenchmarkIndex measured just before it and just after. */
export interface ScoredLoad extends LoadIndexes {
  performance: number;
}

/** How close the indexes before and after a steady load are: within a fifth of each other. */
export const STEADY_RATIO = 0.8;
/** How many steady loads a page below the floor gets, and how many loads in all. */
export const STEADY_LOADS = 3;
export const MOST_LOADS = 5;

/**
 * A load across which the machine kept its speed. Otherwise other work started or stopped during
 * the load, and no slowdown measured around it says how fast the machine was while the page loaded.
 */
export function isSteady(load: LoadIndexes): boolean {
  const [low, high] = [load.indexBefore, load.indexAfter].sort((a, b) => a - b) as [number, number];
  return low / high >= STEADY_RATIO;
}

/**
 * The slowdown a load is scored at. A steady load: that of the mean of its two indexes, so that a
 * burst of other work just before it or during it counts half. A load that was not steady: that of
 * the higher index, the most the machine's speed around it calls for, so that its score is never
 * kinder than the truth (a burst during the load only made the page slower than scored). Such a
 * load that still reaches the floor needs no other; one below it is loaded again.
 */
export function loadSlowdown(load: LoadIndexes): number {
  const { indexBefore, indexAfter } = load;
  return cpuSlowdownFor(
    isSteady(load) ? Math.round((indexBefore + indexAfter) / 2) : Math.max(indexBefore, indexAfter),
  );
}

/**
 * The load a page is judged by: its best one. A load that was not steady was scored at the
 * harder of its two slowdowns (`loadSlowdown`), so it is judged like the others.
 */
export function judgedLoad<T extends ScoredLoad>(loads: T[]): T | undefined {
  return loads.reduce<T | undefined>(
    (top, load) => (top && top.performance >= load.performance ? top : load),
    undefined,
  );
}

/**
 * Whether to load the page again: until a load reaches the floor, up to three steady loads and
 * five in all. A page that is really slow stays below the floor in every steady load.
 */
export function loadAgain(loads: ScoredLoad[], floor: number): boolean {
  const judged = judgedLoad(loads);
  if (judged && judged.performance >= floor) return false;
  return loads.filter(isSteady).length < STEADY_LOADS && loads.length < MOST_LOADS;
}

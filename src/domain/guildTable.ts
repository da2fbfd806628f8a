export const MIN_LEVEL = 1;
export const MAX_LEVEL = 50;

export interface GuildLevelEntry {
  /** Level reached, 2..50 (level 1 needs nothing). */
  level: number;
  /** Points needed to go from level-1 to this level. */
  points: number;
  /** True while the value is our interpolation rather than confirmed by an admin. */
  estimated: boolean;
}

export interface GuildLevelTable {
  levels: GuildLevelEntry[];
  updatedAt: string | null;
  version: number;
}

/** The known values; the rest are estimated until an admin confirms them. */
export const KNOWN_LEVEL_POINTS: Readonly<Record<number, number>> = {
  2: 600,
  3: 650,
  4: 700,
  5: 800,
  49: 32850,
  50: 35700,
};

/** Geometric interpolation between levels 5 and 49, rounded to the nearest 50. */
export function defaultGuildLevels(): GuildLevelEntry[] {
  const from = 5;
  const to = 49;
  const start = KNOWN_LEVEL_POINTS[from] as number;
  const end = KNOWN_LEVEL_POINTS[to] as number;
  const ratio = Math.pow(end / start, 1 / (to - from));
  const levels: GuildLevelEntry[] = [];
  for (let level = MIN_LEVEL + 1; level <= MAX_LEVEL; level += 1) {
    const known = KNOWN_LEVEL_POINTS[level];
    const points = known ?? Math.round((start * Math.pow(ratio, level - from)) / 50) * 50;
    levels.push({ level, points, estimated: known === undefined });
  }
  return levels;
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether every installed package accepts the Node version the README names, so an install on
 * that version prints no EBADENGINE warning (docs/decisions.md#node-version). The range check
 * covers what packages write in `engines.node` (npm's semver ranges, without prerelease tags):
 * semver itself is only a dependency of our dependencies, so it is not imported here.
 */

type Version = [number, number, number];
/** A version as far as it was written: `20`, `20.19`, `20.19.0`; null parts were `x` or `*`. */
type Partial = [number | null, number | null, number | null];

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference) return difference;
  }
  return 0;
}

function parsePartial(text: string): Partial {
  const parts = text.replace(/^v/, '').split(/[-+]/)[0]?.split('.') ?? [];
  const number = (part: string | undefined) =>
    part === undefined || /^[xX*]?$/.test(part) ? null : Number(part);
  const [major, minor, patch] = [number(parts[0]), number(parts[1]), number(parts[2])];
  // Once one part is a wildcard, the later ones are too (`1.x.3` means `1.x`).
  if (major === null) return [null, null, null];
  return minor === null ? [major, null, null] : [major, minor, patch];
}

const floor = ([major, minor, patch]: Partial): Version => [major ?? 0, minor ?? 0, patch ?? 0];

/** The first version above everything the partial version covers (`1.2` → 1.3.0). */
function ceiling([major, minor, patch]: Partial): Version | null {
  if (major === null) return null;
  if (minor === null) return [major + 1, 0, 0];
  if (patch === null) return [major, minor + 1, 0];
  return [major, minor, patch + 1];
}

/** One comparator such as `>=20.19`, `^18`, `~1.2.3` or `20.x`, as a test of a version. */
function comparator(token: string): (version: Version) => boolean {
  const [, operator = '', rest = ''] = /^(>=|<=|>|<|=|\^|~>?)?(.*)$/.exec(token) ?? [];
  const partial = parsePartial(rest);
  const low = floor(partial);
  const high = ceiling(partial);
  const below = (limit: Version | null) => (v: Version) => !limit || compare(v, limit) < 0;
  const within = (v: Version) => compare(v, low) >= 0 && below(high)(v);
  switch (operator) {
    case '>=':
      return (v) => compare(v, low) >= 0;
    case '>':
      return (v) => (high ? compare(v, high) >= 0 : false);
    case '<':
      return (v) => compare(v, low) < 0 && partial[0] !== null;
    case '<=':
      return below(high);
    case '^': {
      const [major, minor] = partial;
      const limit: Version | null =
        major === null
          ? null
          : major > 0 || minor === null
            ? [major + 1, 0, 0]
            : minor > 0 || partial[2] === null
              ? [0, minor + 1, 0]
              : ceiling(partial);
      return (v) => compare(v, low) >= 0 && below(limit)(v);
    }
    case '~':
    case '~>': {
      const [major, minor] = partial;
      const limit = ceiling(minor === null ? partial : [major, minor, null]);
      return (v) => compare(v, low) >= 0 && below(limit)(v);
    }
    default:
      return within;
  }
}

/** Whether `version` (such as `20.19.0`) is inside an `engines.node` range such as `^18 || >=20`. */
export function satisfiesRange(version: string, range: string): boolean {
  const checked = floor(parsePartial(version));
  return range.split('||').some((alternative) => {
    const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(alternative);
    const tokens = hyphen
      ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
      : alternative
          .replace(/(>=|<=|>|<|=|\^|~>?)\s+/g, '$1')
          .trim()
          .split(/\s+/)
          .filter(Boolean);
    return tokens.every((token) => comparator(token)(checked));
  });
}

/** The lowest Node version the README asks for ("Node.js 20.19 or newer"), as `20.19.0`. */
export function readmeNodeVersion(readme: string): string {
  const match = /Node\.js (\d+(?:\.\d+){0,2}) or newer/.exec(readme);
  if (!match?.[1]) throw new Error('README.md does not say "Node.js <version> or newer".');
  return floor(parsePartial(match[1])).join('.');
}

export interface EngineConflict {
  name: string;
  version: string;
  node: string;
  /** Where it is installed, relative to the project. */
  folder: string;
}

function packageFolders(nodeModules: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(nodeModules);
  } catch {
    return [];
  }
  return entries
    .filter((entry) => !entry.startsWith('.'))
    .flatMap((entry) =>
      entry.startsWith('@')
        ? readdirSync(path.join(nodeModules, entry)).map((name) =>
            path.join(nodeModules, entry, name),
          )
        : [path.join(nodeModules, entry)],
    );
}

/** Every installed package (nested ones too) whose `engines.node` leaves out `nodeVersion`. */
export function engineConflicts(nodeModules: string, nodeVersion: string): EngineConflict[] {
  const conflicts: EngineConflict[] = [];
  for (const folder of packageFolders(nodeModules)) {
    let manifest: { name?: string; version?: string; engines?: { node?: unknown } };
    try {
      manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    const node = manifest.engines?.node;
    if (typeof node === 'string' && !satisfiesRange(nodeVersion, node)) {
      conflicts.push({
        name: manifest.name ?? path.basename(folder),
        version: manifest.version ?? '',
        node,
        folder,
      });
    }
    conflicts.push(...engineConflicts(path.join(folder, 'node_modules'), nodeVersion));
  }
  return conflicts;
}

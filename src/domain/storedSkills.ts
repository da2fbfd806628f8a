// Skills read back from a store: a module of its own, apart from src/domain/heroSkill.ts, because
// every reader of heroes runs it (the Firebase adapter's read, which every visitor of that build
// loads first), and none of them needs the rest of the skills' rules
// (docs/decisions.md#visitor-budget).
import type { HeroSkill } from './heroSkill';

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Skills as a store gives them back (a jsonb column, a Firestore list): forgiving, like every read
 * of stored heroes. Heroes stored before skills have none; an entry that is not a skill, which no
 * write stores, is left out.
 */
export function storedSkills(value: unknown): HeroSkill[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((skill) => ({
    name: textOf(skill.name),
    kind: textOf(skill.kind),
    cooldown: textOf(skill.cooldown),
    description: textOf(skill.description),
    upgrades: (Array.isArray(skill.upgrades) ? skill.upgrades : [])
      .filter(isRecord)
      .map((upgrade) => ({ level: textOf(upgrade.level), effect: textOf(upgrade.effect) })),
  }));
}

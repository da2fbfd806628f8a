/**
 * A hero's skills (docs/product.md#skills): what each one is called, its kind (Active, Passive,
 * Ultimate…), its cooldown, what it does (guide HTML, cleaned by the one sanitizer like the build
 * notes) and how its upgrades change it. The hero page shows them in order, each at an anchor made
 * from its name. Types, limits and the few rules every copy of a hero shares; the schema is in
 * heroSchema.ts.
 */
import { skillAnchor } from './skillAnchor';

export { skillAnchor };

export interface SkillUpgrade {
  /** Short text: "Lv 2", "★3". */
  level: string;
  /** One line: what the upgrade changes. */
  effect: string;
}

export interface HeroSkill {
  /** One line, unique among the hero's skills (compared as its anchor is made). */
  name: string;
  /** Short text: Active, Passive, Ultimate… */
  kind: string;
  /** Short text ("8 s", "3 turns"); '' when the skill has none. */
  cooldown: string;
  /** Guide HTML, cleaned by the one sanitizer on every write; '' when none. */
  description: string;
  upgrades: SkillUpgrade[];
}

export const SKILLS_MAX = 8;
export const SKILL_NAME_MAX = 60;
export const SKILL_KIND_MAX = 20;
export const SKILL_COOLDOWN_MAX = 20;
/** The description's longest HTML, as sent and once cleaned. */
export const SKILL_DESCRIPTION_MAX = 10_000;
export const SKILL_UPGRADES_MAX = 10;
export const SKILL_LEVEL_MAX = 10;
export const SKILL_EFFECT_MAX = 200;

/** The kinds the form suggests; any other short text is a kind too. */
export const SKILL_KINDS = ['Active', 'Passive', 'Ultimate'] as const;

export const SKILL_NAME_TAKEN = 'Each skill needs a name of its own.';
export const UPGRADE_NEEDS_LEVEL = 'An upgrade needs a level.';
export const UPGRADE_NEEDS_EFFECT = 'An upgrade needs an effect.';

/** An upgrade line with neither a level nor an effect is none: every writer drops it. */
export const isBlankUpgrade = (upgrade: SkillUpgrade) =>
  upgrade.level === '' && upgrade.effect === '';

/**
 * The place of the first skill before `index` whose name is the same as the one at `index` (in
 * any case, with or without accents or punctuation: their anchors match), or -1.
 */
export function sameNameBefore(skills: readonly Pick<HeroSkill, 'name'>[], index: number): number {
  const anchor = skillAnchor(skills[index]?.name ?? '');
  return skills.findIndex((skill, at) => at < index && skillAnchor(skill.name) === anchor);
}

/** "Blazing Arc · Active · 8 s": a skill's name, kind and cooldown on one line. */
export const skillHeadline = (skill: Pick<HeroSkill, 'name' | 'kind' | 'cooldown'>) =>
  [skill.name, skill.kind, skill.cooldown].filter(Boolean).join(' · ');

/**
 * A skill as text, one part a line: its headline, its description (as `description` gives it:
 * HTML by default) and each upgrade as "Lv 2: effect". What a comparison of two versions and the
 * import's preview show.
 */
export function skillText(
  skill: HeroSkill,
  description: (html: string) => string = (html) => html,
): string {
  const upgrades = skill.upgrades.map(({ level, effect }) => `${level}: ${effect}`);
  return [skillHeadline(skill), description(skill.description), ...upgrades]
    .filter(Boolean)
    .join('\n');
}

/** A copy of the skills that shares nothing with them. */
export const copySkills = (skills: readonly HeroSkill[]): HeroSkill[] =>
  skills.map((skill) => ({
    ...skill,
    upgrades: skill.upgrades.map((upgrade) => ({ ...upgrade })),
  }));

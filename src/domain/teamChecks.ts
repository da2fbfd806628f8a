/**
 * The checks of a team's write that both backends run (docs/product.md#teams): its substitutes,
 * its game mode and heroes among the live ones at the time of the write, and its notes cleaned by
 * the one sanitizer. A team already saved keeps a hero or a mode that later goes to the trash or is
 * deleted for good (team.ts, teamHeroState); a new write must name live ones.
 */
import { invalid } from './errors';
import { isBlankGuideHtml } from './blankHtml';
import { foreignImageIn } from './guide';
import { TEAM_NOTES_MAX, type TeamInput, type TeamMember } from './team';
import { invalidFromZod, type FieldIssue } from './validation';

export const TEAM_MODE_NOT_LIVE = 'This game mode is not on the site.';
export const TEAM_HERO_NOT_LIVE = 'This hero is not on the site.';
export const SUBSTITUTE_IS_MEMBER =
  'This hero is a member of the team: a substitute must be another hero.';
export const SUBSTITUTE_TWICE = 'This hero is already a substitute for this slot.';
export const TEAM_NOTES_TOO_LONG = `Notes must be at most ${TEAM_NOTES_MAX} characters once cleaned.`;

/** Notes, like a guide, show only images stored by this site (see foreignImageMessage). */
export function foreignTeamNotesImageMessage(src: string): string {
  const shown = src.length > 80 ? `${src.slice(0, 77)}...` : src;
  return `The notes show an image from another site (${shown}). Upload the image with the editor's image button instead.`;
}

/**
 * The substitutes' problems, each at its path under `members` (`[1, 'substitutes', 0]`): a
 * substitute may not be a member of the same team, nor be listed twice for one slot. The same
 * hero may stand in for two slots.
 */
export function teamSubstituteIssues(members: readonly TeamMember[]): FieldIssue[] {
  const memberIds = new Set(members.map((member) => member.hero));
  const issues: FieldIssue[] = [];
  members.forEach((member, index) => {
    const seen = new Set<string>();
    member.substitutes.forEach((hero, at) => {
      const path = [index, 'substitutes', at];
      if (memberIds.has(hero)) issues.push({ path, message: SUBSTITUTE_IS_MEMBER });
      else if (seen.has(hero)) issues.push({ path, message: SUBSTITUTE_TWICE });
      seen.add(hero);
    });
  });
  return issues;
}

/** The ids of the live (not trashed) game modes and heroes, as the write reads them. */
export interface LiveRecords {
  modes: ReadonlySet<string>;
  heroes: ReadonlySet<string>;
}

/**
 * Where the team names a game mode or a hero that is not live: its mode (`mode`), each member
 * (`members.1.hero`) and each substitute (`members.1.substitutes.0`).
 */
export function teamLiveIssues(
  team: Pick<TeamInput, 'mode' | 'members'>,
  live: LiveRecords,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!live.modes.has(team.mode)) issues.push({ path: ['mode'], message: TEAM_MODE_NOT_LIVE });
  team.members.forEach((member, index) => {
    if (!live.heroes.has(member.hero)) {
      issues.push({ path: ['members', index, 'hero'], message: TEAM_HERO_NOT_LIVE });
    }
    member.substitutes.forEach((hero, at) => {
      if (!live.heroes.has(hero)) {
        issues.push({ path: ['members', index, 'substitutes', at], message: TEAM_HERO_NOT_LIVE });
      }
    });
  });
  return issues;
}

/** Refuses the write as `invalid`, by field, unless its mode and every hero are live. */
export function requireLiveTeam(team: Pick<TeamInput, 'mode' | 'members'>, live: LiveRecords) {
  const issues = teamLiveIssues(team, live);
  if (issues.length) throw invalidFromZod({ issues });
}

/**
 * A team as it is stored: its notes cleaned by the one guide-HTML sanitizer, exactly as a guide's
 * content is (docs/decisions.md#one-sanitizer), on every write of every backend. Notes that show
 * an image of another site, or grow past the limit once cleaned, are refused on `notes`; notes
 * with neither text nor image are stored as none.
 */
export function cleanedTeam<T extends TeamInput>(
  input: T,
  sanitize: (html: string) => string,
  isOwnImage: (src: string) => boolean,
): T {
  if (input.notes === '') return input;
  const notes = sanitize(input.notes);
  const foreign = foreignImageIn(notes, isOwnImage);
  if (foreign !== undefined) {
    const message = foreignTeamNotesImageMessage(foreign);
    throw invalid(message, { notes: message });
  }
  if (notes.length > TEAM_NOTES_MAX)
    throw invalid(TEAM_NOTES_TOO_LONG, { notes: TEAM_NOTES_TOO_LONG });
  return { ...input, notes: isBlankGuideHtml(notes) ? '' : notes };
}

import type { FieldErrors } from '../../../domain/errors';
import { tagsFromText } from '../../../domain/guideTags';
import {
  TEAM_MEMBERS_MAX,
  TEAM_MEMBERS_MIN,
  TEAM_SUBSTITUTES_MAX,
  type TeamInput,
  type TeamMember,
} from '../../../domain/team';
import { teamInputSchema } from '../../../domain/teamSchema';
import { zodFieldErrors } from '../../../domain/validation';

/** A member as the form holds it: `key` keeps its fields with it while members move. */
export interface MemberFormValues extends TeamMember {
  key: string;
}

/** What the team form holds while an admin types: tags as typed, comma-separated. */
export interface TeamFormValues {
  name: string;
  mode: string;
  members: MemberFormValues[];
  notes: string;
  tags: string;
}

/** Field messages keyed by the form's dotted field names: `members.1.hero`, `tags`. */
export type TeamFormErrors = Record<string, string>;

let lastKey = 0;
const newKey = () => `member-${(lastKey += 1)}`;

const blankMember = (): MemberFormValues => ({
  key: newKey(),
  hero: '',
  role: '',
  substitutes: [],
});

/** A new team starts with the fewest members a team has, none chosen yet. */
export function emptyTeamForm(): TeamFormValues {
  return {
    name: '',
    mode: '',
    members: Array.from({ length: TEAM_MEMBERS_MIN }, blankMember),
    notes: '',
    tags: '',
  };
}

/** A copy of a stored team for editing. */
export function teamToForm(team: TeamInput): TeamFormValues {
  return {
    name: team.name,
    mode: team.mode,
    members: team.members.map((member) => ({
      key: newKey(),
      hero: member.hero,
      role: member.role,
      substitutes: [...member.substitutes],
    })),
    notes: team.notes,
    tags: team.tags.join(', '),
  };
}

/** What the form writes: tags split at commas (blanks and repeats dropped), the rest as typed. */
export function formToInput(values: TeamFormValues): TeamInput {
  return {
    name: values.name,
    mode: values.mode,
    members: values.members.map(({ hero, role, substitutes }) => ({ hero, role, substitutes })),
    notes: values.notes,
    tags: tagsFromText(values.tags),
  };
}

/** A write's message about a tag (`tags.2`) is shown at the one tags field. */
const TAG_FIELD = /^tags\.\d+$/;

/**
 * The backend's field messages (by the team's fields, src/backend/contract.ts) keyed by the
 * form's fields: a tag's message goes to the one tags field.
 */
export function teamFieldErrors(fieldErrors: FieldErrors): TeamFormErrors {
  const errors: TeamFormErrors = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    errors[TAG_FIELD.test(field) ? 'tags' : field] ??= message;
  }
  return errors;
}

/**
 * The form's values checked by the rules the backends apply (src/domain/teamSchema.ts), before
 * anything is sent: the write, or the messages by field.
 */
export function checkTeamForm(
  values: TeamFormValues,
): { input: TeamInput } | { errors: TeamFormErrors } {
  const parsed = teamInputSchema.safeParse(formToInput(values));
  if (parsed.success) return { input: parsed.data };
  return { errors: teamFieldErrors(zodFieldErrors(parsed.error)) };
}

/** The members with the one at `index` moved one place up (-1) or down (1); unchanged at an end. */
export function moveMember(
  members: readonly MemberFormValues[],
  index: number,
  step: -1 | 1,
): MemberFormValues[] {
  const to = index + step;
  const moved = [...members];
  if (to < 0 || to >= members.length || !moved[index]) return moved;
  [moved[index], moved[to]] = [moved[to]!, moved[index]];
  return moved;
}

export const canAddMember = (members: readonly unknown[]) => members.length < TEAM_MEMBERS_MAX;
export const canRemoveMember = (members: readonly unknown[]) => members.length > TEAM_MEMBERS_MIN;
export const canAddSubstitute = (member: TeamMember) =>
  member.substitutes.length < TEAM_SUBSTITUTES_MAX;

/** One more member, last, none chosen yet; none past the most a team has. */
export const addMember = (members: readonly MemberFormValues[]): MemberFormValues[] =>
  canAddMember(members) ? [...members, blankMember()] : [...members];

/** The members without the one at `index`; none below the fewest a team has. */
export const removeMember = (
  members: readonly MemberFormValues[],
  index: number,
): MemberFormValues[] =>
  canRemoveMember(members) ? members.filter((_, at) => at !== index) : [...members];

/**
 * Field messages after the members changed places or count: a message stays with the member it
 * was about (`members.{index}.…` follows it), and messages about removed members go.
 */
export function errorsFollowingMembers(
  errors: TeamFormErrors,
  before: readonly MemberFormValues[],
  after: readonly MemberFormValues[],
): TeamFormErrors {
  const moved: TeamFormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const match = /^members\.(\d+)(\..*)$/.exec(field);
    if (!match) {
      moved[field] = message;
      continue;
    }
    const key = before[Number(match[1])]?.key;
    const at = after.findIndex((member) => member.key === key);
    if (at !== -1) moved[`members.${at}${match[2]}`] = message;
  }
  return moved;
}

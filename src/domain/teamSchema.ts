import { z } from './zod';
import {
  HERO_IN_TEAM_TWICE,
  TEAM_MEMBERS_MAX,
  TEAM_MEMBERS_MESSAGE,
  TEAM_MEMBERS_MIN,
  TEAM_NAME_MAX,
  TEAM_NOTES_MAX,
  TEAM_ROLE_MAX,
  TEAM_SUBSTITUTES_MAX,
  TEAM_TAG_MAX,
  TEAM_TAGS_MAX,
} from './team';
import { uniqueTags } from './guideTags';
import { storableString } from './storableText';
import { teamSubstituteIssues } from './teamChecks';

const trimmed = (max: number) => storableString().trim().max(max, `At most ${max} characters.`);
const oneLine = (max: number) => trimmed(max).regex(/^[^\r\n]*$/, 'One line, without line breaks.');
const heroId = storableString().min(1, 'Choose a hero.').max(64);

const memberSchema = z.object({
  hero: heroId,
  role: oneLine(TEAM_ROLE_MAX).default(''),
  substitutes: z
    .array(heroId)
    .max(TEAM_SUBSTITUTES_MAX, `At most ${TEAM_SUBSTITUTES_MAX} substitutes.`)
    .default([]),
});

export const teamInputSchema = z.object({
  name: oneLine(TEAM_NAME_MAX).min(1, 'Name is required.'),
  mode: storableString().min(1, 'Choose a game mode.').max(64),
  members: z
    .array(memberSchema)
    .min(TEAM_MEMBERS_MIN, TEAM_MEMBERS_MESSAGE)
    .max(TEAM_MEMBERS_MAX, TEAM_MEMBERS_MESSAGE)
    .superRefine((members, ctx) => {
      const seen = new Set<string>();
      members.forEach((member, index) => {
        if (seen.has(member.hero)) {
          ctx.addIssue({ code: 'custom', path: [index, 'hero'], message: HERO_IN_TEAM_TWICE });
        }
        seen.add(member.hero);
      });
      for (const issue of teamSubstituteIssues(members)) {
        ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
      }
    }),
  // Cleaned by the one sanitizer after this check (docs/decisions.md#one-sanitizer).
  notes: storableString().max(TEAM_NOTES_MAX, `At most ${TEAM_NOTES_MAX} characters.`).default(''),
  tags: z
    .array(oneLine(TEAM_TAG_MAX))
    .max(TEAM_TAGS_MAX, `At most ${TEAM_TAGS_MAX} tags.`)
    // The form's rule too: repeats ignoring case dropped, the first spelling kept.
    .transform(uniqueTags)
    .default([]),
});

import {
  HERO_IN_TEAM_TWICE,
  TEAM_MEMBERS_MESSAGE,
  type TeamInput,
  type TeamMember,
} from '../../src/domain/team';
import {
  SUBSTITUTE_IS_MEMBER,
  SUBSTITUTE_TWICE,
  TEAM_HERO_NOT_LIVE,
  TEAM_MODE_NOT_LIVE,
} from '../../src/domain/teamChecks';

/** A team's slot: a hero, who can stand in for it, and what it does there. */
export const slot = (hero: string, substitutes: string[] = [], role = ''): TeamMember => ({
  hero,
  role,
  substitutes,
});

/** A team's input and the field errors its create is refused with. */
export type RefusedTeam = [TeamInput, Record<string, string>];

/**
 * What a team's create is refused with, by field, on every backend (docs/product.md#teams): `team`
 * makes a valid input under its overrides, `ids` are five live heroes.
 */
export function refusedTeams(
  team: (overrides: Partial<TeamInput>) => TeamInput,
  [a, b, c, d, e]: readonly [string, string, string, string, string],
): RefusedTeam[] {
  return [
    [team({ name: ' ' }), { name: 'Name is required.' }],
    [team({ mode: '' }), { mode: 'Choose a game mode.' }],
    [team({ mode: 'no-such-mode' }), { mode: TEAM_MODE_NOT_LIVE }],
    [team({ members: [slot(a), slot(b)] }), { members: TEAM_MEMBERS_MESSAGE }],
    [
      team({ members: [a, b, c, d, e, a].map((hero) => slot(hero)) }),
      { members: TEAM_MEMBERS_MESSAGE },
    ],
    [team({ members: [slot(a), slot(b), slot(a)] }), { 'members.2.hero': HERO_IN_TEAM_TWICE }],
    [
      team({ members: [slot(a), slot(b, [c]), slot(c)] }),
      { 'members.1.substitutes.0': SUBSTITUTE_IS_MEMBER },
    ],
    [
      team({ members: [slot(a, [d, e, d]), slot(b), slot(c)] }),
      { 'members.0.substitutes.2': SUBSTITUTE_TWICE },
    ],
    [
      team({ members: [slot(a), slot('no-such-hero'), slot(c, ['nobody'])] }),
      { 'members.1.hero': TEAM_HERO_NOT_LIVE, 'members.2.substitutes.0': TEAM_HERO_NOT_LIVE },
    ],
  ];
}

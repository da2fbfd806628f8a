import type { Team, TeamMember } from '../domain/team';

/** A member of a team for component tests: a hero id, with a role note and substitutes if given. */
export const member = (hero: string, role = '', substitutes: string[] = []): TeamMember => ({
  hero,
  role,
  substitutes,
});

/** A stored team for component tests: its id from its name unless given. */
export function makeTeam(name: string, overrides: Partial<Team> = {}): Team {
  return {
    id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    mode: 'arena',
    members: [member('aurelia'), member('borin'), member('cass')],
    notes: '',
    tags: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { isBackendError, type BackendError } from './errors';
import {
  HERO_IN_TEAM_TWICE,
  PAIRS_SHOWN,
  TEAM_MEMBERS_MESSAGE,
  filterTeams,
  pairsWellWith,
  sortTeams,
  teamHeroIds,
  teamHeroState,
  teamNeedsFixing,
  type TeamInput,
  type TeamMember,
} from './team';
import {
  SUBSTITUTE_IS_MEMBER,
  SUBSTITUTE_TWICE,
  TEAM_HERO_NOT_LIVE,
  TEAM_MODE_NOT_LIVE,
  TEAM_NOTES_TOO_LONG,
  cleanedTeam,
  foreignTeamNotesImageMessage,
  requireLiveTeam,
  teamLiveIssues,
} from './teamChecks';
import { teamInputSchema } from './teamSchema';
import { zodFieldErrors } from './validation';

const member = (hero: string, substitutes: string[] = [], role = ''): TeamMember => ({
  hero,
  role,
  substitutes,
});

const team = (heroes: string[], overrides: Partial<TeamInput> = {}): TeamInput => ({
  name: 'Dawn strike',
  mode: 'arena',
  members: heroes.map((hero) => member(hero)),
  notes: '',
  tags: [],
  ...overrides,
});

/** The field errors the schema gives `input`, or {} when it passes. */
function schemaErrors(input: unknown): Record<string, string> {
  const result = teamInputSchema.safeParse(input);
  return result.success ? {} : zodFieldErrors(result.error);
}

function thrown(run: () => unknown): BackendError {
  try {
    run();
  } catch (error) {
    if (isBackendError(error)) return error;
    throw error;
  }
  throw new Error('expected a BackendError');
}

describe('a team hero’s state', () => {
  const live = new Set(['aurelia']);

  it('is live while the hero is among the live ones', () => {
    expect(teamHeroState('aurelia', live)).toBe('live');
    expect(teamHeroState('aurelia', live, new Set())).toBe('live');
  });

  it('is removed for visitors, who do not know the trash, whatever became of it', () => {
    expect(teamHeroState('korrin', live)).toBe('removed');
  });

  it('is removed for admins while it is in the trash, and gone once deleted for good', () => {
    expect(teamHeroState('korrin', live, new Set(['korrin']))).toBe('removed');
    expect(teamHeroState('korrin', live, new Set(['someone-else']))).toBe('gone');
  });

  it('makes a team need fixing only when one of its heroes, a substitute too, is gone', () => {
    const withSubstitute = {
      members: [member('aurelia', ['purged']), member('korrin'), member('aurelia')],
    };
    expect(teamNeedsFixing(withSubstitute, live, new Set(['korrin']))).toBe(true);
    expect(teamNeedsFixing(withSubstitute, live, new Set(['korrin', 'purged']))).toBe(false);
    expect(teamHeroIds(withSubstitute)).toEqual(['aurelia', 'korrin', 'aurelia', 'purged']);
  });
});

describe('the team list', () => {
  it('is ordered by name in any case and by number, then newest first', () => {
    const teams = [
      { name: 'team 10', createdAt: '2026-01-01T00:00:00.000Z' },
      { name: 'Team 9', createdAt: '2026-01-01T00:00:00.000Z' },
      { name: 'Arena burst', createdAt: '2026-01-01T00:00:00.000Z' },
      { name: 'arena burst', createdAt: '2026-02-01T00:00:00.000Z' },
    ];
    expect(sortTeams(teams).map((one) => `${one.name} ${one.createdAt.slice(5, 7)}`)).toEqual([
      'arena burst 02',
      'Arena burst 01',
      'Team 9 01',
      'team 10 01',
    ]);
  });

  it('is filtered by mode and by hero, a substitute counting; an empty value keeps any', () => {
    const arena = team(['a', 'b', 'c'], { name: 'Arena', mode: 'arena' });
    const boss = team([], {
      name: 'Boss',
      mode: 'boss',
      members: [member('a'), member('d', ['b']), member('e')],
    });
    const names = (filter: { mode?: string; hero?: string }) =>
      filterTeams([arena, boss], filter).map((one) => one.name);
    expect(names({})).toEqual(['Arena', 'Boss']);
    expect(names({ mode: '', hero: '' })).toEqual(['Arena', 'Boss']);
    expect(names({ mode: 'boss' })).toEqual(['Boss']);
    expect(names({ hero: 'b' })).toEqual(['Arena', 'Boss']);
    expect(names({ hero: 'c' })).toEqual(['Arena']);
    expect(names({ mode: 'arena', hero: 'e' })).toEqual([]);
  });
});

describe('pairs well with', () => {
  const live = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);

  it('counts the teams whose members hold both heroes, most first; substitutes do not count', () => {
    const teams = [
      { members: [member('a'), member('b'), member('c', ['d'])] },
      { members: [member('a'), member('c'), member('e')] },
      { members: [member('b'), member('c'), member('d')] },
      // A hero twice in one team is one team.
      { members: [member('a'), member('c'), member('c')] },
    ];
    expect(pairsWellWith('a', teams, live)).toEqual([
      { hero: 'c', teams: 3 },
      { hero: 'b', teams: 1 },
      { hero: 'e', teams: 1 },
    ]);
  });

  it('breaks ties by the order given, and leaves out heroes that are not live', () => {
    const teams = [{ members: [member('a'), member('b'), member('c'), member('gone')] }];
    const byNameOf = new Map([
      ['b', 'Zed'],
      ['c', 'Ann'],
    ]);
    expect(
      pairsWellWith('a', teams, live, (x, y) =>
        byNameOf.get(x)!.localeCompare(byNameOf.get(y)!),
      ).map((pair) => pair.hero),
    ).toEqual(['c', 'b']);
    expect(pairsWellWith('a', teams, live).map((pair) => pair.hero)).toEqual(['b', 'c']);
  });

  it(`shows at most ${PAIRS_SHOWN}, and none for a hero in no team`, () => {
    const teams = ['b', 'c', 'd', 'e', 'f', 'g'].map((other) => ({
      members: [member('a'), member(other), member('h')],
    }));
    const pairs = pairsWellWith('a', teams, live);
    expect(pairs).toHaveLength(PAIRS_SHOWN);
    expect(pairs[0]).toEqual({ hero: 'h', teams: 6 });
    expect(pairsWellWith('z', teams, live)).toEqual([]);
  });
});

describe('the team schema', () => {
  it('trims what it keeps, fills the defaults and drops empty tags and repeats in any case', () => {
    const parsed = teamInputSchema.parse({
      name: '  Dawn strike ',
      mode: 'arena',
      members: [{ hero: 'a', role: ' Main damage ' }, { hero: 'b' }, { hero: 'c' }],
      tags: [' PvP ', '', 'pvp', 'Burst', 'BURST'],
    });
    expect(parsed).toEqual({
      name: 'Dawn strike',
      mode: 'arena',
      members: [member('a', [], 'Main damage'), member('b'), member('c')],
      notes: '',
      tags: ['PvP', 'Burst'],
    });
  });

  it('says what is wrong, by field', () => {
    const cases: [unknown, Record<string, string>][] = [
      [team(['a', 'b', 'c'], { name: ' ' }), { name: 'Name is required.' }],
      [team(['a', 'b', 'c'], { name: 'x'.repeat(81) }), { name: 'At most 80 characters.' }],
      [team(['a', 'b', 'c'], { name: 'One\nTwo' }), { name: 'One line, without line breaks.' }],
      [team(['a', 'b', 'c'], { mode: '' }), { mode: 'Choose a game mode.' }],
      [team(['a', 'b']), { members: TEAM_MEMBERS_MESSAGE }],
      [team(['a', 'b', 'c', 'd', 'e', 'f']), { members: TEAM_MEMBERS_MESSAGE }],
      [team(['a', '', 'c']), { 'members.1.hero': 'Choose a hero.' }],
      [team(['a', 'b', 'a']), { 'members.2.hero': HERO_IN_TEAM_TWICE }],
      [
        team([], { members: [member('a', [], 'x'.repeat(61)), member('b'), member('c')] }),
        { 'members.0.role': 'At most 60 characters.' },
      ],
      [
        team([], { members: [member('a', ['d', 'e', 'f', 'g']), member('b'), member('c')] }),
        { 'members.0.substitutes': 'At most 3 substitutes.' },
      ],
      [
        team([], { members: [member('a'), member('b', ['d', 'c']), member('c')] }),
        { 'members.1.substitutes.1': SUBSTITUTE_IS_MEMBER },
      ],
      [
        team([], { members: [member('a', ['d', 'e', 'd']), member('b'), member('c')] }),
        { 'members.0.substitutes.2': SUBSTITUTE_TWICE },
      ],
      [
        team(['a', 'b', 'c'], { notes: 'x'.repeat(50_001) }),
        { notes: 'At most 50000 characters.' },
      ],
      [
        team(['a', 'b', 'c'], { tags: Array.from({ length: 9 }, (_, n) => `t${n}`) }),
        { tags: 'At most 8 tags.' },
      ],
      [team(['a', 'b', 'c'], { tags: ['x'.repeat(25)] }), { 'tags.0': 'At most 24 characters.' }],
      [team(['a', 'b', 'c'], { name: 'Nul\u0000' }), { name: 'Cannot contain a NUL character.' }],
    ];
    for (const [input, errors] of cases) {
      expect(schemaErrors(input), JSON.stringify(input)).toEqual(errors);
    }
  });

  it('lets one hero stand in for two slots', () => {
    const input = team([], { members: [member('a', ['d']), member('b', ['d']), member('c')] });
    expect(schemaErrors(input)).toEqual({});
  });
});

describe('the write checks', () => {
  const live = { modes: new Set(['arena']), heroes: new Set(['a', 'b', 'c', 'd']) };

  it('name the mode, each member and each substitute that is not live', () => {
    const input = team([], {
      mode: 'trashed-mode',
      members: [member('a', ['d', 'gone']), member('purged'), member('c')],
    });
    expect(teamLiveIssues(input, live)).toEqual([
      { path: ['mode'], message: TEAM_MODE_NOT_LIVE },
      { path: ['members', 0, 'substitutes', 1], message: TEAM_HERO_NOT_LIVE },
      { path: ['members', 1, 'hero'], message: TEAM_HERO_NOT_LIVE },
    ]);
    const refused = thrown(() => requireLiveTeam(input, live));
    expect(refused.code).toBe('invalid');
    expect(refused.message).toBe(`mode: ${TEAM_MODE_NOT_LIVE}`);
    expect(refused.fieldErrors).toEqual({
      mode: TEAM_MODE_NOT_LIVE,
      'members.0.substitutes.1': TEAM_HERO_NOT_LIVE,
      'members.1.hero': TEAM_HERO_NOT_LIVE,
    });
  });

  it('let a team of live heroes in a live mode through', () => {
    expect(() => requireLiveTeam(team(['a', 'b', 'c']), live)).not.toThrow();
  });
});

describe('team notes', () => {
  /** Stands in for the sanitizer (which needs a DOM): drops every attribute but `src`. */
  const sanitize = (html: string) => html.replace(/\s(?!src=)[a-z]+="[^"]*"/g, '');
  const own = (src: string) => src.startsWith('/files/');

  it('are stored as the sanitizer cleans them', () => {
    const cleaned = cleanedTeam(
      team(['a', 'b', 'c'], { notes: '<p onclick="x()">Hi</p><img src="/files/guides/1-a.png">' }),
      sanitize,
      own,
    );
    expect(cleaned.notes).toBe('<p>Hi</p><img src="/files/guides/1-a.png">');
  });

  it('with neither text nor image are stored as none', () => {
    const input = team(['a', 'b', 'c'], { notes: '<p> &nbsp;</p><p></p>' });
    expect(cleanedTeam(input, sanitize, own).notes).toBe('');
  });

  it('refuse an image of another site, and notes grown past the limit once cleaned', () => {
    const foreign = thrown(() =>
      cleanedTeam(
        team(['a', 'b', 'c'], { notes: '<img src="https://tracker.example/pixel.png">' }),
        sanitize,
        own,
      ),
    );
    const message = foreignTeamNotesImageMessage('https://tracker.example/pixel.png');
    expect(message).toBe(
      "The notes show an image from another site (https://tracker.example/pixel.png). Upload the image with the editor's image button instead.",
    );
    expect(foreign.fieldErrors).toEqual({ notes: message });
    const grown = thrown(() =>
      cleanedTeam(team(['a', 'b', 'c'], { notes: 'a&b' }), () => 'x'.repeat(50_001), own),
    );
    expect(grown.fieldErrors).toEqual({ notes: TEAM_NOTES_TOO_LONG });
  });
});

import { describe, expect, it } from 'vitest';
import { TEAM_MEMBERS_MAX, TEAM_MEMBERS_MESSAGE } from '../../../domain/team';
import {
  addMember,
  checkTeamForm,
  emptyTeamForm,
  errorsFollowingMembers,
  formToInput,
  moveMember,
  removeMember,
  teamFieldErrors,
  teamToForm,
  type MemberFormValues,
} from './teamFormValues';

const members = (...heroes: string[]): MemberFormValues[] =>
  heroes.map((hero) => ({ key: `k-${hero}`, hero, role: '', substitutes: [] }));
const heroesOf = (list: readonly MemberFormValues[]) => list.map((one) => one.hero);

describe('the team form’s values', () => {
  it('moves a member one place, and not past either end', () => {
    const team = members('a', 'b', 'c');
    expect(heroesOf(moveMember(team, 1, -1))).toEqual(['b', 'a', 'c']);
    expect(heroesOf(moveMember(team, 1, 1))).toEqual(['a', 'c', 'b']);
    expect(heroesOf(moveMember(team, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(heroesOf(moveMember(team, 2, 1))).toEqual(['a', 'b', 'c']);
    expect(heroesOf(team)).toEqual(['a', 'b', 'c']);
  });

  it('adds and removes members within 3 to 5', () => {
    expect(emptyTeamForm().members).toHaveLength(3);
    expect(removeMember(members('a', 'b', 'c'), 0)).toHaveLength(3);
    expect(heroesOf(removeMember(members('a', 'b', 'c', 'd'), 1))).toEqual(['a', 'c', 'd']);
    const full = members('a', 'b', 'c', 'd', 'e');
    expect(addMember(full)).toHaveLength(TEAM_MEMBERS_MAX);
    const added = addMember(members('a', 'b', 'c'));
    expect(added.at(-1)).toMatchObject({ hero: '', role: '', substitutes: [] });
    expect(new Set(added.map((one) => one.key)).size).toBe(4);
  });

  it('keeps each message with its member when members move or go', () => {
    const before = members('a', 'b', 'c', 'd');
    const errors = {
      name: 'Name is required.',
      'members.1.hero': 'Choose a hero.',
      'members.2.substitutes.0': 'Choose a hero.',
      'members.3.role': 'At most 60 characters.',
    };
    expect(errorsFollowingMembers(errors, before, moveMember(before, 1, 1))).toEqual({
      name: 'Name is required.',
      'members.2.hero': 'Choose a hero.',
      'members.1.substitutes.0': 'Choose a hero.',
      'members.3.role': 'At most 60 characters.',
    });
    expect(errorsFollowingMembers(errors, before, removeMember(before, 1))).toEqual({
      name: 'Name is required.',
      'members.1.substitutes.0': 'Choose a hero.',
      'members.2.role': 'At most 60 characters.',
    });
  });

  it('names the backend’s messages by the form’s fields', () => {
    expect(
      teamFieldErrors({
        'members.1.hero': 'This hero is not on the site.',
        mode: 'This game mode is not on the site.',
        'tags.3': 'At most 24 characters.',
        members: TEAM_MEMBERS_MESSAGE,
      }),
    ).toEqual({
      'members.1.hero': 'This hero is not on the site.',
      mode: 'This game mode is not on the site.',
      tags: 'At most 24 characters.',
      members: TEAM_MEMBERS_MESSAGE,
    });
  });

  it('writes tags split at commas, blanks and repeats dropped, and reads them back joined', () => {
    const values = { ...emptyTeamForm(), tags: ' PvP, ,Fast ,pvp,' };
    expect(formToInput(values).tags).toEqual(['PvP', 'Fast']);
    expect(teamToForm(formToInput(values)).tags).toBe('PvP, Fast');
  });

  it('checks the write by the backends’ schema, by field', () => {
    const values = {
      ...emptyTeamForm(),
      name: ' Dawn ',
      mode: 'arena',
      members: members('a', 'b', 'a'),
      tags: 'x'.repeat(25),
    };
    expect(checkTeamForm(values)).toEqual({
      errors: {
        'members.2.hero': 'This hero is already in the team.',
        tags: 'At most 24 characters.',
      },
    });
    const fixed = checkTeamForm({ ...values, members: members('a', 'b', 'c'), tags: 'Fast' });
    expect(fixed).toEqual({
      input: {
        name: 'Dawn',
        mode: 'arena',
        members: heroesOf(members('a', 'b', 'c')).map((hero) => ({
          hero,
          role: '',
          substitutes: [],
        })),
        notes: '',
        tags: ['Fast'],
      },
    });
  });
});

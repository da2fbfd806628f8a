import { useState } from 'react';
import { MoveButtons, useMoveFocus } from '../../../ui/MoveButtons';
import type { Hero } from '../../../domain/hero';
import { REMOVED_HERO, TEAM_MEMBERS_MESSAGE, TEAM_ROLE_MAX } from '../../../domain/team';
import { FieldError } from '../../../ui/forms/FieldError';
import { invalidField } from '../../../ui/forms/invalidField';
import {
  addMember,
  canAddMember,
  canAddSubstitute,
  canRemoveMember,
  errorsFollowingMembers,
  moveMember,
  removeMember,
  type MemberFormValues,
  type TeamFormErrors,
} from './teamFormValues';
import { AddButton, RemoveButton } from '../../../ui/forms/ListButtons';

interface HeroSelectProps {
  id: string;
  value: string;
  heroes: readonly Hero[];
  error: string | undefined;
  onChange: (hero: string) => void;
}

/** The live heroes by name; a chosen hero that is not live stays chosen as "removed hero". */
function HeroSelect({ id, value, heroes, error, onChange }: HeroSelectProps) {
  return (
    <>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...invalidField(`${id}-error`, error)}
      >
        <option value="">Choose a hero</option>
        {heroes.map((hero) => (
          <option key={hero.id} value={hero.id}>
            {hero.name}
          </option>
        ))}
        {value && !heroes.some((hero) => hero.id === value) && (
          <option value={value}>{REMOVED_HERO}</option>
        )}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}

interface TeamMembersFieldProps {
  id: string;
  members: MemberFormValues[];
  /** The live heroes, by name. */
  heroes: readonly Hero[];
  errors: TeamFormErrors;
  onChange: (members: MemberFormValues[], errors: TeamFormErrors) => void;
}

/** A member's name in its buttons: its hero's, or its place while none is chosen. */
function memberLabel(member: MemberFormValues, index: number, heroes: readonly Hero[]) {
  return heroes.find((hero) => hero.id === member.hero)?.name ?? `member ${index + 1}`;
}

/**
 * The members in order, each a hero, a role note and substitutes; moved up and down with buttons
 * (the keyboard and touch alike), added and removed within the limits (docs/product.md#teams).
 */
export function TeamMembersField({ id, members, heroes, errors, onChange }: TeamMembersFieldProps) {
  const { listRef, focusMoved } = useMoveFocus<HTMLOListElement>('data-member');
  const [announcement, setAnnouncement] = useState('');

  const change = (next: MemberFormValues[]) =>
    onChange(next, errorsFollowingMembers(errors, members, next));
  const edit = (index: number, changes: Partial<MemberFormValues>) =>
    onChange(
      members.map((member, at) => (at === index ? { ...member, ...changes } : member)),
      errors,
    );
  const move = (index: number, step: -1 | 1) => {
    const member = members[index]!;
    change(moveMember(members, index, step));
    focusMoved(member.key, step);
    setAnnouncement(
      `${memberLabel(member, index, heroes)} moved to place ${index + step + 1} of ${members.length}.`,
    );
  };
  const setSubstitutes = (index: number, substitutes: string[]) => {
    // Places of substitutes shift: their messages go until the next save.
    const prefix = `members.${index}.substitutes`;
    const kept = Object.fromEntries(
      Object.entries(errors).filter(([field]) => !field.startsWith(prefix)),
    );
    onChange(
      members.map((member, at) => (at === index ? { ...member, substitutes } : member)),
      kept,
    );
  };

  return (
    <fieldset className="team-form__members">
      <legend>Members</legend>
      <p className="team-form__hint">
        {TEAM_MEMBERS_MESSAGE} Each may have a role note and substitutes.
      </p>
      <ol className="entry-list" ref={listRef}>
        {members.map((member, index) => {
          const field = `${id}-${member.key}`;
          const label = memberLabel(member, index, heroes);
          const error = (name: string) => errors[`members.${index}.${name}`];
          return (
            <li key={member.key} className="team-form__member" data-member={member.key}>
              <fieldset>
                <legend>Member {index + 1}</legend>
                <div className="form__field">
                  <label htmlFor={`${field}-hero`}>Hero</label>
                  <HeroSelect
                    id={`${field}-hero`}
                    value={member.hero}
                    heroes={heroes}
                    error={error('hero')}
                    onChange={(hero) => edit(index, { hero })}
                  />
                </div>
                <div className="form__field">
                  <label htmlFor={`${field}-role`}>Role note</label>
                  <input
                    id={`${field}-role`}
                    maxLength={TEAM_ROLE_MAX}
                    autoComplete="off"
                    value={member.role}
                    onChange={(event) => edit(index, { role: event.target.value })}
                    {...invalidField(`${field}-role-error`, error('role'))}
                  />
                  <FieldError id={`${field}-role-error`} message={error('role')} />
                </div>
                <div className="team-form__substitutes">
                  {member.substitutes.map((substitute, at) => (
                    <div key={at} className="form__field team-form__substitute">
                      <label htmlFor={`${field}-sub-${at}`}>Substitute {at + 1}</label>
                      <div className="team-form__row">
                        <HeroSelect
                          id={`${field}-sub-${at}`}
                          value={substitute}
                          heroes={heroes}
                          error={error(`substitutes.${at}`)}
                          onChange={(hero) =>
                            edit(index, {
                              substitutes: member.substitutes.map((old, place) =>
                                place === at ? hero : old,
                              ),
                            })
                          }
                        />
                        <RemoveButton
                          what={`substitute ${at + 1} of ${label}`}
                          onClick={() =>
                            setSubstitutes(
                              index,
                              member.substitutes.filter((_, place) => place !== at),
                            )
                          }
                        />
                      </div>
                    </div>
                  ))}
                  <FieldError id={`${field}-subs-error`} message={error('substitutes')} />
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Add a substitute for ${label}`}
                    disabled={!canAddSubstitute(member)}
                    onClick={() => setSubstitutes(index, [...member.substitutes, ''])}
                  >
                    Add substitute
                  </button>
                </div>
                <div className="team-form__row team-form__member-actions">
                  <MoveButtons
                    label={label}
                    index={index}
                    count={members.length}
                    onMove={(step) => move(index, step)}
                  />
                  <RemoveButton
                    what={label}
                    danger
                    disabled={!canRemoveMember(members)}
                    onClick={() => change(removeMember(members, index))}
                  >
                    Remove member
                  </RemoveButton>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <FieldError id={`${id}-members-error`} message={errors.members} alert />
      <AddButton full={!canAddMember(members)} onClick={() => change(addMember(members))}>
        Add member
      </AddButton>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </fieldset>
  );
}

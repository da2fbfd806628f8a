import { useEffect, useRef, useState } from 'react';
import { useMoveFocus } from '../../../ui/MoveButtons';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { SKILLS_MAX, SKILL_KINDS } from '../../../domain/heroSkill';
import { FieldError } from '../../../ui/forms/FieldError';
import type { HeroFormFields } from './heroFormFields';
import { emptySkill } from './heroFormValues';
import { HeroSkillFields, SKILL_KIND_OPTIONS } from './HeroSkillFields';

/**
 * "Skills" (docs/product.md#hero-form): the hero's skills in the order the hero page shows them,
 * each added, moved up or down, or removed with buttons (keyboard and touch alike), at most
 * SKILLS_MAX. A refused field's message shows on it; one about the list, under the list.
 */
export function HeroSkillsField() {
  const { control, formState } = useFormContext<HeroFormFields>();
  const skills = useFieldArray({ control, name: 'skills' });
  const { listRef, focusMoved } = useMoveFocus<HTMLOListElement>('data-skill');
  const addRef = useRef<HTMLButtonElement>(null);
  // Counts removals: "Add skill" takes the focus once the list without the row is on the page,
  // when the button is enabled again if the list was full (a disabled button cannot take it).
  const [removals, setRemovals] = useState(0);
  const full = skills.fields.length >= SKILLS_MAX;

  useEffect(() => {
    if (removals) addRef.current?.focus();
  }, [removals]);

  function move(index: number, step: -1 | 1) {
    const to = index + step;
    const field = skills.fields[index];
    if (!field || to < 0 || to >= skills.fields.length) return;
    skills.move(index, to);
    focusMoved(field.id, step);
  }

  function remove(index: number) {
    skills.remove(index);
    setRemovals((count) => count + 1);
  }

  return (
    <fieldset className="hero-form__skills">
      <legend>Skills</legend>
      <p className="hero-form__hint">
        In the order the hero page shows them, at most {SKILLS_MAX}, each with a name of its own.
      </p>
      {skills.fields.length > 0 && (
        <ol ref={listRef} className="entry-list hero-form__skill-list">
          {skills.fields.map((skill, index) => (
            <li key={skill.id} data-skill={skill.id}>
              <HeroSkillFields
                index={index}
                count={skills.fields.length}
                onMove={(step) => move(index, step)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <datalist id={SKILL_KIND_OPTIONS}>
        {SKILL_KINDS.map((kind) => (
          <option key={kind} value={kind} />
        ))}
      </datalist>
      <button
        ref={addRef}
        type="button"
        className="button button--secondary hero-form__add-skill"
        disabled={full}
        onClick={() => skills.append(emptySkill())}
      >
        Add skill
      </button>
      {full && <p className="hero-form__hint">A hero has at most {SKILLS_MAX} skills.</p>}
      <FieldError id="hero-skills-error" message={formState.errors.skills?.root?.message} alert />
    </fieldset>
  );
}

import { MoveButtons } from '../../../ui/MoveButtons';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { SKILL_UPGRADES_MAX } from '../../../domain/heroSkill';
import { FieldError } from '../../../ui/forms/FieldError';
import { useRegisteredField } from '../../../ui/forms/useRegisteredField';
import { RichTextFormField } from '../../../ui/forms/RichTextFormField';
import type { HeroFormFields } from './heroFormFields';
import { emptyUpgrade } from './heroFormValues';
import { RemoveButton } from '../../../ui/forms/ListButtons';

/** The id of the kinds a skill's kind field suggests (HeroSkillsField's datalist). */
export const SKILL_KIND_OPTIONS = 'hero-skill-kinds';

type SkillPath = `skills.${number}`;

/** "skill 2": a skill the form names by its place, for the labels only screen readers read. */
const placeOf = (index: number) => `skill ${index + 1}`;

/** One text field of a skill: a visible label, the skill named for screen readers, its message. */
function SkillTextField({
  index,
  field,
  label,
  list,
}: {
  index: number;
  field: 'name' | 'kind' | 'cooldown';
  label: string;
  list?: string;
}) {
  const input = useRegisteredField<HeroFormFields>(
    `skills.${index}.${field}`,
    `hero-skill-${index}-${field}`,
  );
  return (
    <div className="form__field">
      <label htmlFor={input.props.id}>
        {label} <span className="visually-hidden">of {placeOf(index)}</span>
      </label>
      <input {...input.props} autoComplete="off" list={list} required={field !== 'cooldown'} />
      <FieldError id={input.errorId} message={input.message} alert />
    </div>
  );
}

/** The skill's description, written with the guide editor as the build notes are (admins only). */
function SkillDescription({ index }: { index: number }) {
  const { field, fieldState } = useController<HeroFormFields, `${SkillPath}.description`>({
    name: `skills.${index}.description`,
  });
  return (
    <RichTextFormField
      className="hero-form__skill-description"
      heading="Description"
      label={`Description of ${placeOf(index)}`}
      value={field.value}
      onChange={field.onChange}
      errorId={`hero-skill-${index}-description-error`}
      error={fieldState.error?.message}
    />
  );
}

/** An upgrade line's level or effect, named for the line it is on. */
function UpgradePart({
  skill,
  index,
  part,
  which,
}: {
  skill: number;
  index: number;
  part: 'level' | 'effect';
  which: string;
}) {
  const field = useRegisteredField<HeroFormFields>(
    `skills.${skill}.upgrades.${index}.${part}`,
    `hero-skill-${skill}-upgrade-${index}-${part}`,
  );
  return (
    <div className="form__field">
      <label htmlFor={field.props.id}>
        {part === 'level' ? 'Level' : 'Effect'} <span className="visually-hidden">of {which}</span>
      </label>
      <input {...field.props} autoComplete="off" />
      <FieldError id={field.errorId} message={field.message} alert />
    </div>
  );
}

/** One upgrade line: its level, its effect, and the button that removes it. */
function UpgradeRow({
  skill,
  index,
  onRemove,
}: {
  skill: number;
  index: number;
  onRemove: () => void;
}) {
  const which = `upgrade ${index + 1} of ${placeOf(skill)}`;
  return (
    <li className="hero-form__upgrade">
      {(['level', 'effect'] as const).map((part) => (
        <UpgradePart key={part} skill={skill} index={index} part={part} which={which} />
      ))}
      <RemoveButton what={which} className="hero-form__upgrade-remove" onClick={onRemove} />
    </li>
  );
}

/** A skill's upgrade lines (at most SKILL_UPGRADES_MAX): added and removed one at a time. */
function SkillUpgrades({ index }: { index: number }) {
  const { control, formState } = useFormContext<HeroFormFields>();
  const upgrades = useFieldArray({ control, name: `skills.${index}.upgrades` });
  const listMessage = formState.errors.skills?.[index]?.upgrades?.root?.message;
  const full = upgrades.fields.length >= SKILL_UPGRADES_MAX;
  return (
    <div className="hero-form__upgrades">
      <span className="form__label">Upgrades</span>
      {upgrades.fields.length > 0 && (
        <ol className="entry-list">
          {upgrades.fields.map((upgrade, at) => (
            <UpgradeRow
              key={upgrade.id}
              skill={index}
              index={at}
              onRemove={() => upgrades.remove(at)}
            />
          ))}
        </ol>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={full}
        onClick={() => upgrades.append(emptyUpgrade())}
      >
        Add upgrade <span className="visually-hidden">to {placeOf(index)}</span>
      </button>
      {full && (
        <p className="hero-form__hint">A skill has at most {SKILL_UPGRADES_MAX} upgrades.</p>
      )}
      <FieldError id={`hero-skill-${index}-upgrades-error`} message={listMessage} alert />
    </div>
  );
}

interface HeroSkillFieldsProps {
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One skill of the form: its name, kind (suggested, free text), cooldown, description, upgrades,
 * and the buttons that move it up or down the list or remove it, named after the skill.
 */
export function HeroSkillFields({ index, count, onMove, onRemove }: HeroSkillFieldsProps) {
  const name = useWatch<HeroFormFields, `${SkillPath}.name`>({ name: `skills.${index}.name` });
  const called = name.trim() || placeOf(index);
  return (
    <fieldset className="hero-form__skill">
      <legend>
        Skill {index + 1}
        {name.trim() && `: ${name.trim()}`}
      </legend>
      <SkillTextField index={index} field="name" label="Name" />
      <div className="hero-form__skill-labels">
        <SkillTextField index={index} field="kind" label="Kind" list={SKILL_KIND_OPTIONS} />
        <SkillTextField index={index} field="cooldown" label="Cooldown" />
      </div>
      <SkillDescription index={index} />
      <SkillUpgrades index={index} />
      <div className="hero-form__skill-actions">
        <MoveButtons label={called} index={index} count={count} onMove={onMove} />
        <RemoveButton what={called} danger onClick={onRemove}>
          Remove skill
        </RemoveButton>
      </div>
    </fieldset>
  );
}

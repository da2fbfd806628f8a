import { useMemo } from 'react';
import { HERO_LABEL_KEYS, type HeroLabelKey } from '../../../domain/hero';
import { labelValuesPresent } from '../../../domain/heroFilter';
import { FieldError } from '../../../ui/forms/FieldError';
import { useRegisteredField } from '../../../ui/forms/useRegisteredField';
import { useHeroes } from '../api/heroQueries';
import { HERO_LABEL_NAMES } from '../heroLabels';
import type { HeroFormFields } from './heroFormFields';

function LabelField({ name, used }: { name: HeroLabelKey; used: readonly string[] }) {
  const field = useRegisteredField<HeroFormFields>(name, `hero-${name}-input`);
  const listId = `hero-${name}-options`;
  return (
    <div className="form__field">
      <label htmlFor={field.props.id}>{HERO_LABEL_NAMES[name]}</label>
      <input list={listId} autoComplete="off" {...field.props} />
      <datalist id={listId}>
        {used.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <FieldError id={field.errorId} message={field.message} alert />
    </div>
  );
}

/** Role, faction and rarity: optional free text, offering the values other heroes already use. */
export function HeroLabelFields() {
  const heroes = useHeroes();
  const used = useMemo(() => {
    const all = heroes.data ?? [];
    return Object.fromEntries(
      HERO_LABEL_KEYS.map((key) => [key, labelValuesPresent(all, key)]),
    ) as Record<HeroLabelKey, string[]>;
  }, [heroes.data]);
  return (
    <fieldset className="hero-form__labels">
      <legend>Labels</legend>
      {HERO_LABEL_KEYS.map((key) => (
        <LabelField key={key} name={key} used={used[key]} />
      ))}
    </fieldset>
  );
}

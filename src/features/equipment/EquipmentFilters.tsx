import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EQUIPMENT_RARITIES } from '../../domain/equipment';

interface FilterLinksProps {
  /** The address's parameter the links set (`slot`, `rarity`). */
  name: string;
  /** The group's visible name, which names it for screen readers too. */
  label: string;
  /** The text of the link that leaves the parameter out. */
  allLabel: string;
  /** The value chosen now ('' for any). */
  value: string;
  values: readonly string[];
}

/** Links that set one parameter and keep the other: they work before and without JavaScript. */
function FilterLinks({ name, label, allLabel, value, values }: FilterLinksProps) {
  const id = useId();
  const [params] = useSearchParams();
  // A shared link may name a value no longer offered: shown, so the chosen filter is visible.
  const options = value && !values.includes(value) ? [...values, value] : values;
  const link = (option: string, text: string) => {
    const next = new URLSearchParams(params);
    if (option) next.set(name, option);
    else next.delete(name);
    const search = next.toString();
    return (
      <li key={option}>
        <Link
          to={{ search: search && `?${search}` }}
          className="equipment-filters__link"
          aria-current={value === option ? 'page' : undefined}
        >
          {text}
        </Link>
      </li>
    );
  };
  return (
    <nav className="equipment-filters__group" aria-labelledby={id}>
      <span id={id} className="equipment-filters__label">
        {label}
      </span>
      <ul className="equipment-filters__links">
        {link('', allLabel)}
        {options.map((option) => link(option, option))}
      </ul>
    </nav>
  );
}

interface EquipmentFiltersProps {
  slot: string;
  rarity: string;
  /** The slots to offer, in list order. */
  slots: readonly string[];
}

/** The list's filters, kept in the address (`?slot=…&rarity=…`). */
export function EquipmentFilters({ slot, rarity, slots }: EquipmentFiltersProps) {
  return (
    <div className="equipment-filters">
      <FilterLinks name="slot" label="Slot" allLabel="All slots" value={slot} values={slots} />
      <FilterLinks
        name="rarity"
        label="Rarity"
        allLabel="All rarities"
        value={rarity}
        values={EQUIPMENT_RARITIES}
      />
      {(slot || rarity) && (
        <p className="equipment-filters__clear">
          <Link to={{ search: '' }}>Clear filters</Link>
        </p>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  adjustTarget,
  calculatorParams,
  checkCurrentLevel,
  checkPeople,
  checkTargetLevel,
  parseCalculatorParams,
  type CalculatorInput,
  type Donations,
} from '../../domain/guildMath';
import { MIN_LEVEL } from '../../domain/guildTable';

/** What the fields hold: text as typed, so a half-typed number is kept and explained. */
export interface RawCalculatorInputs {
  people: string;
  donations: Donations;
  from: string;
  to: string;
}

function check(raw: RawCalculatorInputs) {
  const people = checkPeople(raw.people);
  const from = checkCurrentLevel(raw.from);
  const to = checkTargetLevel(raw.to, from.ok ? from.value : MIN_LEVEL);
  const input: CalculatorInput | null =
    people.ok && from.ok && to.ok
      ? { people: people.value, donations: raw.donations, from: from.value, to: to.value }
      : null;
  return {
    input,
    errors: {
      people: people.ok ? undefined : people.message,
      from: from.ok ? undefined : from.message,
      to: to.ok ? undefined : to.message,
    },
  };
}

/**
 * The calculator's fields, read from the URL once and written back whenever they form a valid
 * plan, so a guild leader can share the link (`?people=10&donations=2&from=1&to=5`).
 */
export function useCalculatorInputs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [raw, setRaw] = useState<RawCalculatorInputs>(() => {
    const parsed = parseCalculatorParams(searchParams);
    return {
      ...parsed,
      people: String(parsed.people),
      from: String(parsed.from),
      to: String(parsed.to),
    };
  });

  const update = (patch: Partial<RawCalculatorInputs>) => {
    const next = { ...raw, ...patch };
    const from = checkCurrentLevel(next.from);
    const to = Number(next.to);
    // Raising the current level to or above the target moves the target up with it.
    if (patch.from !== undefined && from.ok && next.to.trim() !== '' && Number.isFinite(to)) {
      next.to = String(adjustTarget(from.value, to));
    }
    setRaw(next);
    const { input } = check(next);
    if (input) setSearchParams(calculatorParams(input), { replace: true });
  };

  return { raw, update, ...check(raw) };
}

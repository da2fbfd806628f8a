import { useMemo, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { GameMode } from '../../domain/gameMode';
import type { Hero } from '../../domain/hero';
import { REMOVED_HERO } from '../../domain/team';
import { ParamLinks } from '../../ui/ParamLinks';

interface TeamFiltersProps {
  modes: readonly GameMode[];
  /** The live mode the address names, '' for all. */
  mode: string;
  heroes: readonly Hero[];
  /** The hero the address names, '' for all. */
  hero: string;
}

const byName = (a: Hero, b: Hero) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * The list's filters, kept in the address (`?mode=…&hero=…`): the modes as links, the hero as a
 * plain GET form, so both work before the page's JavaScript runs and with none; once it runs,
 * picking a hero applies at once.
 */
export function TeamFilters({ modes, mode, heroes, hero }: TeamFiltersProps) {
  const [params, setParams] = useSearchParams();
  const modeLinks = useMemo(
    () => [
      { value: '', label: 'All modes' },
      ...modes.map((option) => ({ value: option.id, label: option.name })),
    ],
    [modes],
  );
  const options = useMemo(() => [...heroes].sort(byName), [heroes]);

  const showHero = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('hero', id);
    else next.delete('hero');
    setParams(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    showHero(String(new FormData(event.currentTarget).get('hero') ?? ''));
  };

  return (
    <div className="team-filters">
      {modes.length > 0 && (
        <ParamLinks name="mode" label="Game mode" value={mode} options={modeLinks} />
      )}
      <form className="team-filters__hero" method="get" action="" role="search" onSubmit={submit}>
        {mode && <input type="hidden" name="mode" value={mode} />}
        <label htmlFor="team-hero">Hero</label>
        <select
          id="team-hero"
          name="hero"
          value={hero}
          onChange={(event) => showHero(event.target.value)}
        >
          <option value="">All heroes</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
          {/* A shared link may name a hero no longer live: it stays chosen, and teams still name it. */}
          {hero && !heroes.some((option) => option.id === hero) && (
            <option value={hero}>{REMOVED_HERO}</option>
          )}
        </select>
        <button type="submit" className="button button--secondary">
          Show teams
        </button>
      </form>
    </div>
  );
}

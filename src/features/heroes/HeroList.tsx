import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { GameMode } from '../../domain/gameMode';
import type { Hero } from '../../domain/hero';
import { COMPARE_MAX } from '../../domain/heroCompare';
import { HeroRow } from './HeroRow';

/** Rows rendered at a time: the DOM stays small however long the list gets (2,000 in bench/). */
export const ROWS_PER_PAGE = 50;

interface HeroListProps {
  /** The heroes the filter keeps, in tier order (the page shows the empty state when none). */
  matching: readonly Hero[];
  /** Changes when the filter does: the list starts again from its first page. */
  filterKey: string;
  expandedIds: ReadonlySet<string>;
  onToggle: (id: string, open: boolean) => void;
  /** The game mode the rows show their tier and reason in; null for the overall tier. */
  mode: GameMode | null;
  /** The heroes picked for comparing, and how to pick one or let it go. */
  picked: readonly string[];
  onPick: (id: string) => void;
  /** What the list is, for screen readers. */
  label?: string;
  renderActions?: ((hero: Hero) => ReactNode) | undefined;
}

export function HeroList(props: HeroListProps) {
  const { matching, filterKey, expandedIds, onToggle, mode, picked, onPick } = props;
  const full = picked.length >= COMPARE_MAX;
  const [limit, setLimit] = useState(ROWS_PER_PAGE);
  const [limitFor, setLimitFor] = useState(filterKey);
  if (limitFor !== filterKey) {
    setLimitFor(filterKey);
    setLimit(ROWS_PER_PAGE);
  }
  const more = matching.length - limit;
  const sentinel = useRef<HTMLDivElement>(null);

  // More rows arrive as the reader scrolls near the end; the button does the same by hand.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || more <= 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setLimit((old) => old + ROWS_PER_PAGE);
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more]);

  return (
    <>
      <ul className="hero-list" aria-label={props.label ?? 'Heroes by tier'}>
        {matching.slice(0, limit).map((hero) => (
          <HeroRow
            key={hero.id}
            hero={hero}
            expanded={expandedIds.has(hero.id)}
            onToggle={onToggle}
            mode={mode}
            picked={picked.includes(hero.id)}
            pickFull={full}
            onPick={onPick}
            renderActions={props.renderActions}
          />
        ))}
      </ul>
      {more > 0 && (
        <div ref={sentinel} className="hero-list__more">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setLimit((old) => old + ROWS_PER_PAGE)}
          >
            Show more heroes ({more} more)
          </button>
        </div>
      )}
    </>
  );
}

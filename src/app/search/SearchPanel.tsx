import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../domain/errors';
import { SEARCH_KINDS, searchSite, type SearchHit, type SearchKind } from '../../domain/siteSearch';
import { searchStatus } from './searchStatus';
import { typedEarly } from './searchBox';
import { useSearchIndex } from './useSearchIndex';

const GROUP_NAMES: Record<SearchKind, string> = {
  hero: 'Heroes',
  tierList: 'Tier lists',
  team: 'Teams',
  guide: 'Guides',
  code: 'Codes',
  equipment: 'Equipment',
};

interface SearchPanelProps {
  /** Closes the search; `refocus` puts focus back on the search button. */
  onClose: (refocus: boolean) => void;
}

/**
 * The site search as a combobox with a grouped listbox (the ARIA combobox pattern): it answers
 * as the reader types; arrows move through the results, Enter opens one, Escape closes the
 * search, and Tab leaves it.
 */
export function SearchPanel({ onClose }: SearchPanelProps) {
  const id = useId();
  const navigate = useNavigate();
  const index = useSearchIndex();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const hits = useMemo(() => searchSite(index.entries, query), [index.entries, query]);
  const optionId = (position: number) => `${id}-result-${position}`;
  const showList = hits.length > 0;

  // What was typed in the header's plain box before this code arrived, taken as this box replaces
  // it (before the browser paints or takes another key), so that no key is lost; the next search
  // starts empty. Read at the commit, not in render: this render may yield to a key typed into
  // that box, which only the commit is sure to come after.
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setQuery(typedEarly.query);
    typedEarly.query = '';
  }, []);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  function openHit(hit: SearchHit) {
    onClose(false);
    void navigate(hit.entry.path);
    // Like the skip link: the reader continues in the page just opened.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = hits.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!showList) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current < 0 && step < 0 ? last : (current + step + hits.length) % hits.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active] ?? hits[0];
      if (hit) openHit(hit);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Tab, or a click anywhere else, leaves the search.
    if (!event.currentTarget.contains(event.relatedTarget)) onClose(false);
  }

  return (
    <div className="site-search__panel" role="search" onBlur={handleBlur}>
      <input
        type="search"
        className="site-search__input"
        role="combobox"
        aria-label="Search heroes, guides and codes"
        placeholder="Search heroes, guides and codes"
        aria-expanded={showList}
        aria-controls={`${id}-results`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
      />
      <p className="site-search__status" role="status">
        {searchStatus(query, hits.length, index.loading)}
        {index.error ? ` Could not read everything: ${errorMessage(index.error)}` : ''}
      </p>
      <div
        id={`${id}-results`}
        role="listbox"
        aria-label="Search results"
        className="site-search-results"
        hidden={!showList}
        // Keeps focus in the box, so a click on a result is not taken for leaving the search.
        onMouseDown={(event) => event.preventDefault()}
      >
        {SEARCH_KINDS.map((kind) => {
          const ofKind = hits.filter((hit) => hit.entry.kind === kind);
          if (!ofKind.length) return null;
          return (
            <div key={kind} role="group" aria-labelledby={`${id}-${kind}`}>
              <div id={`${id}-${kind}`} role="presentation" className="site-search-results__group">
                {GROUP_NAMES[kind]}
              </div>
              {ofKind.map((hit) => {
                const mine = hits.indexOf(hit);
                return (
                  <div
                    key={hit.entry.key}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={mine === active}
                    className="site-search-results__option"
                    onClick={() => openHit(hit)}
                    onMouseMove={() => setActive(mine)}
                  >
                    <span className="site-search-results__title">{hit.title}</span>
                    {hit.excerpt && (
                      <span className="site-search-results__excerpt">{hit.excerpt}</span>
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

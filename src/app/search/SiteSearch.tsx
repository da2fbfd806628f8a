import { Suspense, useRef, useState } from 'react';
import { Icon } from '../../ui/Icon';
import { lazyNamed } from '../../ui/lazyNamed';
import { typedEarly } from './searchBox';
import './search.css';

// Every page carries the header: only this button is in the first load; the search itself, its
// matcher and its data arrive when a reader reaches for it (docs/decisions.md#visitor-budget).
const SearchPanel = lazyNamed(() => import('./SearchPanel'), 'SearchPanel');

/** The header's search button; it opens the site search (docs/product.md#site-search). */
export function SiteSearch() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void SearchPanel.preload();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label="Search"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        // Pressed while open, it closes the search: focus stays in the box until then, so the box
        // does not take the press for leaving it (and close, then open again).
        onMouseDown={(event) => open && event.preventDefault()}
        onClick={() => {
          // Keys typed in a box closed before the search arrived are not a new search's.
          if (!open) typedEarly.query = '';
          setOpen(!open);
          if (open) buttonRef.current?.focus();
        }}
      >
        <Icon name="search" />
      </button>
      {open && (
        <Suspense
          fallback={
            // A plain box in the search's place: focused at once (a phone opens its keyboard on
            // the tap), it keeps every key typed while the search's code downloads, and hands
            // them over in `typedEarly`.
            <input
              className="site-search__pending"
              aria-label="Search"
              autoFocus
              onChange={(event) => (typedEarly.query = event.target.value)}
            />
          }
        >
          <SearchPanel
            onClose={(refocus) => {
              setOpen(false);
              if (refocus) buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

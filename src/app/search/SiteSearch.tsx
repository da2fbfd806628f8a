import { Suspense, useRef, useState } from 'react';
import { Icon } from '../../ui/Icon';
import { lazyNamed } from '../../ui/lazyNamed';

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
          setOpen(!open);
          if (open) buttonRef.current?.focus();
        }}
      >
        <Icon name="search" />
      </button>
      {open && (
        <Suspense fallback={null}>
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

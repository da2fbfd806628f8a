import { memo, Suspense, useSyncExternalStore } from 'react';
import type { Hero } from '../../domain/hero';
import { lazyNamed } from '../../ui/lazyNamed';
import { Spinner } from '../../ui/Spinner';

// A row's details are in the server's HTML of every row, so a tap opens them before the page's
// JavaScript runs, or without it; their code is downloaded only when a reader first opens a row
// once it runs (docs/decisions.md#row-details), so the list's first load carries none of it.
const HeroDetails = lazyNamed(() => import('./HeroDetails'), 'HeroDetails');

let arrived = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** A row is being opened: its details' code is wanted now, and every row shows it once here. */
export function wantRowDetails(): void {
  void HeroDetails.preload().then(
    () => {
      arrived = true;
      for (const listener of listeners) listener();
    },
    () => undefined,
  );
}

const KEPT = { __html: '' };

/** Memoized: a row's other changes (a tick to compare) leave its details as they are. */
export const RowDetails = memo(function RowDetails({ hero }: { hero: Hero }) {
  const ready = useSyncExternalStore(
    subscribe,
    () => arrived,
    () => false,
  );
  return typeof window === 'undefined' || ready ? (
    <div key="live">
      <Suspense fallback={<Spinner label="Loading details…" />}>
        <HeroDetails hero={hero} />
      </Suspense>
    </div>
  ) : (
    // Until the code is here: the server's HTML of the details as it is (React hydrates an element
    // whose content it sets without reading that content, and never changes an unchanged one), or
    // nothing in a row made in the browser (closed until opened, which brings the code).
    <div key="kept" dangerouslySetInnerHTML={KEPT} suppressHydrationWarning />
  );
});

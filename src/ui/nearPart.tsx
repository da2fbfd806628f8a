import { Suspense, type ComponentType } from 'react';
import { lazyNamed } from './lazyNamed';

/** How far below (or above) the screen a part starts loading: before the reader gets there. */
const AHEAD = '600px';

interface Watch {
  observer: IntersectionObserver;
  near: Promise<void>;
}

const watches = new Map<string, Watch>();

/** A watch of every element of the part `name`, settled once one of them comes near the screen. */
function watchOf(name: string): Watch | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  let watch = watches.get(name);
  if (!watch) {
    let settle = () => {};
    const near = new Promise<void>((resolve) => (settle = resolve));
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        settle();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    watch = { observer, near };
    watches.set(name, watch);
  }
  return watch;
}

/**
 * A part of a page far down it, whose code the page loads once the reader scrolls near it
 * (docs/decisions.md#visitor-budget). The server renders it whole, so a server-rendered page
 * shows it, and its links work, before its code arrives: until then React keeps the server's
 * HTML as it is, and hydrates the part when the code is here. Opened from another page, the part
 * appears once the reader comes near its place. Where nothing can tell (the server, a browser
 * without IntersectionObserver), its code loads at once.
 */
export function nearPart<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  const Part = lazyNamed(async () => {
    await watchOf(name)?.near;
    return load();
  }, name);

  // Each place the part is shown is watched from when it is in the page until it leaves.
  const watchPlace = (element: HTMLDivElement | null) => {
    const watch = element ? watchOf(name) : undefined;
    if (!element || !watch) return undefined;
    watch.observer.observe(element);
    return () => watch.observer.unobserve(element);
  };

  function NearPart(props: Props) {
    return (
      <div className="near-part" ref={watchPlace}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return NearPart;
}

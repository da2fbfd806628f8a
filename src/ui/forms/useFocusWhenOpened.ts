import { useEffect, useRef } from 'react';

/**
 * A form that opens below what the admin clicked: it is scrolled into view and the field
 * `selector` finds in it gets the focus, once, when it opens. Without a selector, nothing moves.
 */
export function useFocusWhenOpened<Element extends HTMLElement>(selector: string | undefined) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (!selector) return;
    ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    ref.current?.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
  }, [selector]);
  return ref;
}

/**
 * Lets a page see the browser's Back and Forward before react-router does, and stop them. The
 * app's declarative router has no useBlocker (router.tsx says why), and a window's listeners for
 * an event (none of them capturing, as react-router's is not) run in the order they were added:
 * so this one is added before the app renders, ahead of the router's, and hands each popstate to
 * the page's guard.
 */
export type HistoryGuard = (event: PopStateEvent) => void;

let current: HistoryGuard | null = null;
const watchers = new Set<HistoryGuard>();

export function installHistoryGuard(target: Window) {
  target.addEventListener('popstate', (event) => {
    watchers.forEach((watch) => watch(event));
    current?.(event);
  });
}

/**
 * Until the returned function is called, `watch` sees every Back and Forward, before the guard
 * and whether or not the guard keeps the page.
 */
export function watchHistory(watch: HistoryGuard): () => void {
  watchers.add(watch);
  return () => watchers.delete(watch);
}

/**
 * Until the returned function is called, `guard` sees every popstate first; it keeps the router
 * from seeing one with `event.stopImmediatePropagation()`.
 */
export function guardHistory(guard: HistoryGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

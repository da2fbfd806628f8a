import { useMemo, useSyncExternalStore } from 'react';
import { useServerSnapshot } from '../../backend/serverSnapshot';

/** Often enough that a code expiring while the page is open disappears within half a minute. */
const TICK_MS = 30_000;

function clock(intervalMs: number) {
  let now = Date.now();
  return {
    subscribe(onTick: () => void) {
      const timer = setInterval(() => {
        now = Date.now();
        onTick();
      }, intervalMs);
      return () => clearInterval(timer);
    },
    read: () => now,
  };
}

/**
 * The current time, re-read every tick, so time-based labels and filters stay true. A
 * server-rendered page hydrates with the time it was rendered at (so the labels match its HTML),
 * then moves on to the browser's.
 */
export function useNow(intervalMs = TICK_MS): number {
  const renderedAt = useServerSnapshot()?.renderedAt;
  const { subscribe, read } = useMemo(() => clock(intervalMs), [intervalMs]);
  return useSyncExternalStore(subscribe, read, () => renderedAt ?? read());
}

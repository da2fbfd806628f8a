import { useEffect, useState } from 'react';

/** Often enough that a code expiring while the page is open disappears within half a minute. */
const TICK_MS = 30_000;

/** The current time, re-read every tick, so time-based labels and filters stay true. */
export function useNow(intervalMs = TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

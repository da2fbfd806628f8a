import { CHUNK_LOAD_FAILED } from '../ui/lazyNamed';

/**
 * A page's code that cannot be downloaded: after a deploy its old chunk is gone, or the network is
 * down. The browser and Vite word it in a few ways.
 */
const CHUNK_LOAD_FAILURE =
  /Unable to preload CSS|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** What a reader is told instead of the browser's wording. */
export function chunkLoadMessage(online: boolean): string {
  return online
    ? 'The site was updated since this page was opened. Reload the page to get the new version.'
    : 'You appear to be offline. Check your connection, then reload the page.';
}

const RELOADED_AT = 'hero-guide:reloaded-for-chunk';
/** A second failure this soon after the reload means reloading does not help. */
const RELOAD_WINDOW_MS = 30_000;

/**
 * Whether to reload the page for a chunk that failed to download: once, so that a page opened
 * before a deploy picks up the new version, but never in a loop (offline, or a broken deploy).
 */
export function shouldReloadForChunk(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number) {
  const last = Number(storage.getItem(RELOADED_AT));
  if (Number.isFinite(last) && now - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOADED_AT, String(now));
  return true;
}

/**
 * A lazily loaded part (a page, an admin control) whose code fails to load fires
 * CHUNK_LOAD_FAILED (src/ui/lazyNamed.tsx). Reload once; otherwise let the error reach the page's
 * error boundary, which says what happened.
 */
export function reloadOnceForStaleChunks(target: Window) {
  target.addEventListener(CHUNK_LOAD_FAILED, (event) => {
    let reload = false;
    try {
      reload = target.navigator.onLine && shouldReloadForChunk(target.sessionStorage, Date.now());
    } catch {
      reload = false;
    }
    if (!reload) return;
    event.preventDefault();
    target.location.reload();
  });
}

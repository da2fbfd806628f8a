import { useEffect } from 'react';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { guardHistory } from '../../../ui/historyGuard';
import { historyIndex } from './historyIndex';

export const LEAVE_MESSAGE = 'You have unsaved changes. Leave this page?';

/** A plain left click on a same-origin link that would change the page. */
function guardedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const samePage =
    url.pathname === window.location.pathname && url.search === window.location.search;
  return samePage ? null : anchor;
}

/**
 * While `active`, leaving asks first: the browser's own prompt on reload or close, and our
 * confirm dialog for in-app links and the browser's Back and Forward. react-router's useBlocker
 * needs a data router, which the app avoids on purpose (see router.tsx), so:
 * - link clicks are caught in the capture phase and their default prevented, which stops
 *   react-router's Link while the link's own handlers still run (the menu a link sits in closes,
 *   whatever the answer); the click is replayed once the admin agrees;
 * - Back and Forward reach this guard before react-router (ui/historyGuard.ts): the history entry
 *   moves back to the editor's, and only a confirmed leave moves it again, this time seen by
 *   react-router.
 */
export function useLeaveGuard(active: boolean) {
  const confirm = useConfirm();

  useEffect(() => {
    if (!active) return;
    let replaying = false;
    // The editor's own entry: how far a Back or Forward moved is measured from it.
    const here = historyIndex(window.history.state);
    // Set while the entry is moved back to the editor's: how far to move again to leave.
    let returning: number | null = null;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      if (replaying) return;
      const anchor = guardedLink(event);
      if (!anchor) return;
      event.preventDefault();
      void confirm(LEAVE_MESSAGE, { confirmLabel: 'Leave' }).then((leave) => {
        if (!leave) return;
        replaying = true;
        anchor.click();
        replaying = false;
      });
    };

    const onPopState = (event: PopStateEvent) => {
      if (replaying) {
        replaying = false;
        return;
      }
      if (returning !== null) {
        // Back on the editor's entry: now ask.
        event.stopImmediatePropagation();
        const distance = returning;
        returning = null;
        void confirm(LEAVE_MESSAGE, { confirmLabel: 'Leave' }).then((leave) => {
          if (!leave) return;
          replaying = true;
          window.history.go(distance);
        });
        return;
      }
      const target = historyIndex(event.state);
      // An entry of this same page (a skip link's #anchor) or one without an index: let it be.
      if (here === null || target === null || target === here) return;
      event.stopImmediatePropagation();
      returning = target - here;
      window.history.go(here - target);
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    const releaseHistory = guardHistory(onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      releaseHistory();
      document.removeEventListener('click', onClick, true);
    };
  }, [active, confirm]);
}

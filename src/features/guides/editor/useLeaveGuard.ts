import { useEffect } from 'react';
import { useConfirm } from '../../../ui/ConfirmDialog';

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
 * confirm dialog for in-app links. react-router's useBlocker needs a data router, which the app
 * avoids on purpose (see router.tsx), so link clicks are caught in the capture phase, before
 * react-router's Link sees them, and replayed once the admin agrees.
 */
export function useLeaveGuard(active: boolean) {
  const confirm = useConfirm();

  useEffect(() => {
    if (!active) return;
    let replaying = false;

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
      event.stopPropagation();
      void confirm(LEAVE_MESSAGE, { confirmLabel: 'Leave' }).then((leave) => {
        if (!leave) return;
        replaying = true;
        anchor.click();
        replaying = false;
      });
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, confirm]);
}

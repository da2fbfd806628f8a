import { useCallback } from 'react';
import { useToast } from '../../ui/Toast';

export const COPIED_MESSAGE = 'Copied to clipboard!';
export const COPY_BY_HAND_MESSAGE =
  'Could not copy automatically. The code is selected: copy it by hand.';
/** The copy toast stays 2 seconds. */
export const COPY_TOAST_MS = 2000;

/** Selects the element's text so the visitor can copy it with the keyboard or the context menu. */
function selectText(element: HTMLElement) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Copies a code to the clipboard. The clipboard can be missing (an insecure origin) or refused
 * (permissions): then the code's text is selected instead and the visitor is told to copy it.
 */
export function useCopyCode() {
  const toast = useToast();
  return useCallback(
    async (text: string, element: HTMLElement | null) => {
      try {
        await navigator.clipboard.writeText(text);
        toast(COPIED_MESSAGE, { tone: 'success', durationMs: COPY_TOAST_MS });
      } catch (error) {
        console.warn('Copying the code to the clipboard failed:', error);
        if (element) selectText(element);
        toast(COPY_BY_HAND_MESSAGE, { tone: 'error', durationMs: 6000 });
      }
    },
    [toast],
  );
}

/**
 * The position of a history entry, as react-router's BrowserRouter records it in the entry's
 * state (`idx`, counted from the app's first entry); null for entries it did not make, such as
 * one a `#anchor` link added.
 */
export function historyIndex(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  const { idx } = state;
  return typeof idx === 'number' && Number.isInteger(idx) ? idx : null;
}

import { useCallback, useEffect, useRef } from 'react';
import { removeDraft, writeDraft } from './guideDraft';

export const DRAFT_SAVE_DELAY_MS = 500;

interface DraftSnapshot {
  title: string;
  html: string;
  tagsText: string;
  baseVersion: number | null;
  dirty: boolean;
}

/**
 * Saves the text in progress about half a second after the last change, and at once when the
 * page is hidden or the editor closes. A clean editor keeps no draft. Once the guide is published,
 * `stop()` removes the draft for good: nothing is written after that.
 */
export function useDraftAutosave(key: string, snapshot: DraftSnapshot) {
  const latest = useRef(snapshot);
  const stopped = useRef(false);
  const { title, html, tagsText, baseVersion, dirty } = snapshot;

  const save = useCallback(() => {
    if (stopped.current) return;
    const current = latest.current;
    if (!current.dirty) {
      removeDraft(key);
      return;
    }
    writeDraft(key, {
      title: current.title,
      html: current.html,
      tagsText: current.tagsText,
      baseVersion: current.baseVersion,
      savedAt: new Date().toISOString(),
    });
  }, [key]);

  useEffect(() => {
    latest.current = { title, html, tagsText, baseVersion, dirty };
    const timer = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title, html, tagsText, baseVersion, dirty, save]);

  useEffect(() => {
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [save]);

  const stop = useCallback(() => {
    stopped.current = true;
    removeDraft(key);
  }, [key]);

  return { stop };
}

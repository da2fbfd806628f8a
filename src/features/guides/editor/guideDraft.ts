/**
 * The guide being written, kept in localStorage so a reload or a closed tab loses nothing
 * (docs/decisions.md#no-lost-edits). One draft per route: `guide-draft:new` or `guide-draft:{id}`.
 */
export interface GuideDraft {
  title: string;
  html: string;
  /** The tags field as typed; drafts kept before tags existed have none. */
  tagsText?: string;
  /** The version an edit is based on (null for a new guide), so a stale draft still conflicts. */
  baseVersion: number | null;
  savedAt: string;
}

export const draftKey = (guideId: string | null) => `guide-draft:${guideId ?? 'new'}`;

function isDraft(value: unknown): value is GuideDraft {
  if (value === null || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.title === 'string' &&
    typeof draft.html === 'string' &&
    (draft.tagsText === undefined || typeof draft.tagsText === 'string') &&
    (draft.baseVersion === null || typeof draft.baseVersion === 'number') &&
    typeof draft.savedAt === 'string'
  );
}

/** The saved draft, or null when there is none or it cannot be read. */
export function readDraft(key: string, storage: Storage = localStorage): GuideDraft | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    // Unreadable JSON or storage disabled: there is no usable draft, which is not an error.
    return null;
  }
}

/** Saves the draft; false when the browser refused (private mode, quota). */
export function writeDraft(key: string, draft: GuideDraft, storage: Storage = localStorage) {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(key: string, storage: Storage = localStorage) {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was saved either.
  }
}

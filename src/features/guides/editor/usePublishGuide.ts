import { useMutation } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import { useNavigate } from 'react-router';
import { useBackend } from '../../../backend';
import { errorMessage } from '../../../domain/errors';
import { GUIDE_REQUIRED_MESSAGE } from '../../../domain/guide';
import { useSaveFailure } from '../../../ui/forms/useSaveFailure';
import { useToast } from '../../../ui/Toast';
import { guideMutations } from '../api/guideMutations';

interface PublishOptions {
  guideId: string | null;
  editor: Editor;
  title: string;
  baseVersion: number | null;
  /** Whether the stored guide was already on the site: its save is an update, not a publish. */
  wasPublished: boolean;
  /** Called after a successful save, before leaving for the list. */
  onPublished: () => void;
  /** Lets the admin base the update on the newest version after a conflict. */
  onRebase: (version: number) => void;
}

const GUIDE_PUBLISHED_TOAST = 'Guide published.';
const GUIDE_UPDATED_TOAST = 'Guide updated.';

/**
 * Checks that the guide has a title and content, creates or updates it, then says so in a toast
 * and goes to /guides; any failure keeps the admin here with the text intact.
 */
export function usePublishGuide({
  guideId,
  editor,
  title,
  baseVersion,
  wasPublished,
  onPublished,
  onRebase,
}: PublishOptions) {
  const backend = useBackend();
  const navigate = useNavigate();
  const writes = guideMutations(backend);
  const create = useMutation(writes.create);
  const update = useMutation(writes.update);
  const saveFailure = useSaveFailure();
  const toast = useToast();

  // The "required" message answers a publish with a field missing, so it goes as soon as both
  // are there (adjusting state while rendering: no extra paint with a stale message).
  const complete = title.trim() !== '' && !editor.isEmpty;
  if (complete && saveFailure.failure?.message === GUIDE_REQUIRED_MESSAGE) saveFailure.clear();

  async function publish() {
    saveFailure.clear();
    if (!complete) {
      saveFailure.fail(GUIDE_REQUIRED_MESSAGE);
      return;
    }
    // Publishing a draft, or keeping a published guide published (docs/product.md#guide-drafts).
    const input = { title: title.trim(), content: editor.getHTML(), published: true };
    try {
      if (guideId !== null && baseVersion !== null) {
        await update.mutateAsync({ id: guideId, input, baseVersion });
      } else {
        await create.mutateAsync(input);
      }
    } catch (caught) {
      saveFailure.fail(`Failed to save guide: ${errorMessage(caught)}`, caught);
      return;
    }
    onPublished();
    toast(wasPublished ? GUIDE_UPDATED_TOAST : GUIDE_PUBLISHED_TOAST, { tone: 'success' });
    navigate('/guides');
  }

  /** After a conflict: keep this text, and make the next publish replace the newer version. */
  async function rebase() {
    if (guideId === null) return;
    try {
      const latest = await backend.guides.get(guideId);
      onRebase(latest.version);
      saveFailure.clear();
    } catch (caught) {
      // Still a conflict: the button stays, to try again.
      saveFailure.fail(`Failed to load the latest version: ${errorMessage(caught)}`, caught, true);
    }
  }

  return {
    publish,
    rebase,
    failure: saveFailure.failure,
    saving: create.isPending || update.isPending,
  };
}

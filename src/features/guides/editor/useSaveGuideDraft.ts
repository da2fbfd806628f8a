import { useMutation } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import { useNavigate } from 'react-router';
import { useBackend } from '../../../backend';
import { errorMessage } from '../../../domain/errors';
import { GUIDE_DRAFT_TITLE_MESSAGE, GUIDE_SAVED_AS_DRAFT_MESSAGE } from '../../../domain/guide';
import { useSaveFailure } from '../../../ui/forms/useSaveFailure';
import { useToast } from '../../../ui/Toast';
import { guideMutations } from '../api/guideMutations';

interface DraftOptions {
  guideId: string | null;
  editor: Editor;
  title: string;
  baseVersion: number | null;
  /** Called after a successful save, before leaving for the list. */
  onSaved: () => void;
  /** Lets the admin base the save on the newest version after a conflict. */
  onRebase: (version: number) => void;
}

/**
 * "Save as draft": stores the guide unpublished, where only admins see it (a published guide
 * leaves the site), then goes to /guides, where the drafts are listed. A draft needs a title
 * only; publishing it later needs content too. Any failure keeps the admin here with the text.
 */
export function useSaveGuideDraft({
  guideId,
  editor,
  title,
  baseVersion,
  onSaved,
  onRebase,
}: DraftOptions) {
  const backend = useBackend();
  const navigate = useNavigate();
  const toast = useToast();
  const writes = guideMutations(backend);
  const create = useMutation(writes.create);
  const update = useMutation(writes.update);
  const saveFailure = useSaveFailure();

  async function save() {
    saveFailure.clear();
    if (!title.trim()) {
      saveFailure.fail(GUIDE_DRAFT_TITLE_MESSAGE);
      return;
    }
    const input = { title: title.trim(), content: editor.getHTML(), published: false };
    try {
      if (guideId !== null && baseVersion !== null) {
        await update.mutateAsync({ id: guideId, input, baseVersion });
      } else {
        await create.mutateAsync(input);
      }
    } catch (caught) {
      saveFailure.fail(`Failed to save the draft: ${errorMessage(caught)}`, caught);
      return;
    }
    onSaved();
    toast(GUIDE_SAVED_AS_DRAFT_MESSAGE, { tone: 'success' });
    navigate('/guides');
  }

  /** After a conflict: keep this text, and make the next save replace the newer version. */
  async function rebase() {
    if (guideId === null) return;
    try {
      onRebase((await backend.guides.get(guideId)).version);
      saveFailure.clear();
    } catch (caught) {
      saveFailure.fail(`Failed to load the latest version: ${errorMessage(caught)}`, caught, true);
    }
  }

  return {
    save,
    rebase,
    failure: saveFailure.failure,
    saving: create.isPending || update.isPending,
  };
}

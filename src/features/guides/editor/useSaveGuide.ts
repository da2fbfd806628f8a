import { useMutation } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import { useNavigate } from 'react-router';
import { useBackend } from '../../../backend';
import { errorMessage } from '../../../domain/errors';
import {
  GUIDE_DRAFT_TITLE_MESSAGE,
  GUIDE_REQUIRED_MESSAGE,
  GUIDE_SAVED_AS_DRAFT_MESSAGE,
} from '../../../domain/guide';
import { useSaveFailure } from '../../../ui/forms/useSaveFailure';
import { useToast } from '../../../ui/Toast';
import { guideMutations } from '../api/guideMutations';
import { paths } from '../../../domain/paths';

interface SaveGuideOptions {
  guideId: string | null;
  editor: Editor;
  title: string;
  tags: string[];
  baseVersion: number | null;
  /** Whether the stored guide was already on the site: publishing it again is an update. */
  wasPublished: boolean;
  /** Called after a successful save, before leaving for the list. */
  onSaved: () => void;
  /** Lets the admin base the save on the newest version after a conflict. */
  onRebase: (version: number) => void;
}

const GUIDE_PUBLISHED_TOAST = 'Guide published.';
const GUIDE_UPDATED_TOAST = 'Guide updated.';

/**
 * The editor's two saves (docs/product.md#guide-editor): "Publish Guide" needs a title and
 * content and puts the guide on the site; "Save as draft" needs a title only and keeps it for
 * admins. Either creates or updates the guide, says so in a toast and goes to /guides; any
 * failure keeps the admin here with the text intact.
 */
export function useSaveGuide({
  guideId,
  editor,
  title,
  tags,
  baseVersion,
  wasPublished,
  onSaved,
  onRebase,
}: SaveGuideOptions) {
  const backend = useBackend();
  const navigate = useNavigate();
  const writes = guideMutations(backend);
  const create = useMutation(writes.create);
  const update = useMutation(writes.update);
  const saveFailure = useSaveFailure();
  const toast = useToast();

  // A message about a missing field answers a save that lacked it, so it goes as soon as the
  // field is there: the "required" one once title and content both are, the draft's once the
  // title is (adjusting state while rendering: no extra paint with a stale message).
  const titled = title.trim() !== '';
  const complete = titled && !editor.isEmpty;
  const shown = saveFailure.failure?.message;
  if (
    (complete && shown === GUIDE_REQUIRED_MESSAGE) ||
    (titled && shown === GUIDE_DRAFT_TITLE_MESSAGE)
  ) {
    saveFailure.clear();
  }

  async function save(published: boolean, failed: string, saved: string) {
    const input = { title: title.trim(), content: editor.getHTML(), published, tags };
    try {
      if (guideId !== null && baseVersion !== null) {
        await update.mutateAsync({ id: guideId, input, baseVersion });
      } else {
        await create.mutateAsync(input);
      }
    } catch (caught) {
      saveFailure.fail(`${failed}: ${errorMessage(caught)}`, caught);
      return;
    }
    onSaved();
    toast(saved, { tone: 'success' });
    navigate(paths.guides.href());
  }

  async function publish() {
    saveFailure.clear();
    if (!complete) {
      saveFailure.fail(GUIDE_REQUIRED_MESSAGE);
      return;
    }
    await save(
      true,
      'Failed to save guide',
      wasPublished ? GUIDE_UPDATED_TOAST : GUIDE_PUBLISHED_TOAST,
    );
  }

  async function saveDraft() {
    saveFailure.clear();
    if (!titled) {
      saveFailure.fail(GUIDE_DRAFT_TITLE_MESSAGE);
      return;
    }
    await save(false, 'Failed to save the draft', GUIDE_SAVED_AS_DRAFT_MESSAGE);
  }

  /** After a conflict: keep this text, and make the next save replace the newer version. */
  async function rebase() {
    if (guideId === null) return;
    try {
      onRebase((await backend.guides.get(guideId)).version);
      saveFailure.clear();
    } catch (caught) {
      // Still a conflict: the button stays, to try again.
      saveFailure.fail(`Failed to load the latest version: ${errorMessage(caught)}`, caught, true);
    }
  }

  return {
    publish,
    saveDraft,
    rebase,
    failure: saveFailure.failure,
    saving: create.isPending || update.isPending,
  };
}

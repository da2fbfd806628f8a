import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBackend } from '../../../backend';
import { errorMessage, isBackendError } from '../../../domain/errors';
import { GUIDE_REQUIRED_MESSAGE } from '../../../domain/guide';
import { useCreateGuide } from '../api/useCreateGuide';
import { useUpdateGuide } from '../api/useUpdateGuide';

interface PublishOptions {
  guideId: string | null;
  editor: Editor;
  title: string;
  baseVersion: number | null;
  /** Called after a successful save, before leaving for the list. */
  onPublished: () => void;
  /** Lets the admin base the update on the newest version after a conflict. */
  onRebase: (version: number) => void;
}

/** Validate, create or update, then go to /guides; any failure keeps the admin here. */
export function usePublishGuide({
  guideId,
  editor,
  title,
  baseVersion,
  onPublished,
  onRebase,
}: PublishOptions) {
  const backend = useBackend();
  const navigate = useNavigate();
  const create = useCreateGuide();
  const update = useUpdateGuide();
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

  async function publish() {
    setError(null);
    setConflict(false);
    if (!title.trim() || editor.isEmpty) {
      setError(GUIDE_REQUIRED_MESSAGE);
      return;
    }
    const input = { title: title.trim(), content: editor.getHTML() };
    try {
      if (guideId !== null && baseVersion !== null) {
        await update.mutateAsync({ id: guideId, input, baseVersion });
      } else {
        await create.mutateAsync(input);
      }
    } catch (caught) {
      setConflict(isBackendError(caught, 'conflict'));
      setError(`Failed to save guide: ${errorMessage(caught)}`);
      return;
    }
    onPublished();
    navigate('/guides');
  }

  /** After a conflict: keep this text, and make the next publish replace the newer version. */
  async function rebase() {
    if (guideId === null) return;
    try {
      const latest = await backend.guides.get(guideId);
      onRebase(latest.version);
      setConflict(false);
      setError(null);
    } catch (caught) {
      setError(`Failed to load the latest version: ${errorMessage(caught)}`);
    }
  }

  return {
    publish,
    rebase,
    error,
    conflict,
    saving: create.isPending || update.isPending,
  };
}

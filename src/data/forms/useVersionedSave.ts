import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useBackend } from '../../backend';
import { errorMessage, type FieldErrors } from '../../domain/errors';
import type { UploadFolder } from '../../domain/files';
import { useFocusWhenOpened } from '../../ui/forms/useFocusWhenOpened';
import { backendErrorOf, useSaveFailure } from '../../ui/forms/useSaveFailure';
import { saveWithImage } from '../../ui/imageUpload';
import { useToast } from '../../ui/Toast';

/** A stored item with versions: a save names the version it was based on. */
export interface Versioned {
  version: number;
}

/** The image of a kind that shows one: its upload folder and the stored path a save keeps. */
export interface KindImage<Item> {
  folder: UploadFolder;
  currentPath: (base: Item) => string;
}

/** Reads a query afresh, whatever its cache holds: what "Load latest" shows is what is stored now. */
export type FreshRead = <Data, Key extends QueryKey, QueryError>(
  query: FetchQueryOptions<Data, QueryError, Data, Key>,
) => Promise<Data>;

export interface VersionedSaveOptions<Base extends Versioned | null, Input, Saved> {
  /** The stored item the typing stands on, as the form keeps it; null while adding one. */
  base: Base;
  /** "Load latest" after a conflict: reads the newest version and puts it in the form. */
  reload?: (read: FreshRead) => Promise<void>;
  /** Creates the item when there is no base, else updates it on the base's version. */
  write: (input: Input, base: Base) => Promise<Saved>;
  /** For a kind with an image: the chosen file goes up first (saveWithImage). */
  image?: KindImage<NonNullable<Base>>;
  /** The toast once saved. */
  savedText: (saved: Saved, base: Base) => string;
  /** Starts the message of a refused write, e.g. 'Failed to add hero'. */
  failureText: (base: Base) => string;
  /** Shows the server's messages about what was sent next to the fields they name. */
  showFieldErrors?: (fieldErrors: FieldErrors, input: Input) => void;
  onSaved: (saved: Saved) => void;
  /** The field the form focuses when it opens, scrolled into view (a selector); none moves nothing. */
  focus?: string;
}

/** A write whose refusal reads as saveWithImage's does: "{failureText}: {reason}". */
async function explained<Saved>(failureText: string, write: () => Promise<Saved>) {
  try {
    return await write();
  } catch (error) {
    throw new Error(`${failureText}: ${errorMessage(error)}`, { cause: error });
  }
}

/**
 * The save every admin form of an item with versions shares (docs/decisions.md#versioned-forms):
 * create without a base, else update on the base's version, a refusal as a conflict when someone
 * saved first, with "Load latest"; the image uploaded first with its progress; the toast; the
 * server's field messages; the focus when the form opens. How the form holds its values is the
 * caller's: react-hook-form (useVersionedForm) or React state (useVersionedValues).
 */
export function useVersionedSave<Base extends Versioned | null, Input, Saved>(
  options: VersionedSaveOptions<Base, Input, Saved>,
) {
  const { files } = useBackend();
  const queryClient = useQueryClient();
  const toast = useToast();
  const saveFailure = useSaveFailure();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState(0);
  const formRef = useFocusWhenOpened<HTMLFormElement>(options.focus);

  /** Writes the input made for the image path the save ends with (the current one, or none). */
  async function save(inputFor: (imagePath: string) => Input, file: File | null = null) {
    const { base, image } = options;
    const failureText = options.failureText(base);
    // What was sent, which the server's field messages are about.
    const sent: { input?: Input } = {};
    const write = (imagePath: string) => {
      sent.input = inputFor(imagePath);
      return options.write(sent.input, base);
    };
    saveFailure.clear();
    setSaving(true);
    try {
      const saved = image
        ? await saveWithImage({
            files,
            folder: image.folder,
            file,
            currentImagePath: base ? image.currentPath(base) : '',
            onProgress: setProgress,
            failureText,
            write,
          })
        : await explained(failureText, () => write(''));
      toast(options.savedText(saved, base), { tone: 'success' });
      options.onSaved(saved);
    } catch (error) {
      saveFailure.fail(errorMessage(error), error);
      const refusal = backendErrorOf(error);
      const { input } = sent;
      if (refusal && input !== undefined) options.showFieldErrors?.(refusal.fieldErrors, input);
      setProgress(0);
    }
    setSaving(false);
  }

  async function loadLatest() {
    if (!options.reload) return;
    try {
      await options.reload((query) => queryClient.fetchQuery({ ...query, staleTime: 0 }));
      saveFailure.clear();
    } catch (error) {
      saveFailure.fail(`Failed to load the latest version: ${errorMessage(error)}`, error, true);
    }
  }

  return {
    save,
    saving,
    progress,
    formRef,
    failure: saveFailure.failure,
    fail: saveFailure.fail,
    clearFailure: saveFailure.clear,
    /** For the failure notice's "Load latest". */
    onConflict: () => void loadLatest(),
  };
}

import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState } from 'react';
import { useBackend } from '../../../backend';
import { errorMessage } from '../../../domain/errors';

export const NOT_AN_IMAGE = 'Only image files can be inserted.';

/** The alt text offered first: the file's name without its extension. */
export const defaultAltText = (fileName: string) => fileName.replace(/\.[^.]*$/, '').trim();

/**
 * Image insertion: the picked file is checked, the admin names it (alt text), then it is uploaded
 * into `guides/` with progress and inserted by URL (never as base64).
 */
export function useImageUpload(editor: Editor) {
  const backend = useBackend();
  const [pending, setPending] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  function pick(file: File | undefined) {
    setError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(NOT_AN_IMAGE);
      return;
    }
    setPending(file);
  }

  async function insert(alt: string) {
    const file = pending;
    setPending(null);
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setUploading(true);
    try {
      const stored = await backend.files.upload(file, {
        folder: 'guides',
        onProgress: setProgress,
        signal: controller.signal,
      });
      const size = await naturalSize(file);
      editor
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src: stored.url, alt, ...size } })
        .run();
    } catch (caught) {
      if (!controller.signal.aborted) {
        setError(`Upload failed. Please try again. ${errorMessage(caught)}`);
      }
    } finally {
      setUploading(false);
      setProgress(0);
    }
  }

  return { pending, progress, uploading, error, pick, insert, cancel: () => setPending(null) };
}

/**
 * The image's size in pixels, kept on the <img> so readers' pages reserve its box before it
 * loads (no layout shift); nothing where the browser cannot decode it here.
 */
async function naturalSize(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

import type { Editor } from '@tiptap/core';
import { EditorContent } from '@tiptap/react';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { GuideContent } from '../../../ui/guideHtml/GuideContent';
import type { DecorateGuideHtml } from '../../../ui/guideHtml/GuideHtml';
import { ProgressBar } from '../../../ui/ProgressBar';
import { AltTextDialog } from './AltTextDialog';
import { EditorToolbar } from './toolbar/EditorToolbar';
import { useImageUpload } from './useImageUpload';
import './editor.css';

interface RichTextEditorProps {
  editor: Editor;
  /** The hidden file input's accessible name. */
  fileLabel: string;
  /** The preview region's accessible name. */
  previewLabel: string;
  /** What the preview does to the HTML before showing it, as the reader's page does. */
  decorate?: DecorateGuideHtml;
}

/**
 * The editor itself, as the guide editor and every rich-text field show it: the toolbar, image
 * upload with its progress and alt text, the writing area and the preview. The alt-text dialog
 * has a form of its own, so it is rendered outside the form the editor sits in.
 */
export function RichTextEditor({ editor, fileLabel, previewLabel, decorate }: RichTextEditorProps) {
  const [preview, setPreview] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useImageUpload(editor);
  return (
    <>
      <EditorToolbar
        editor={editor}
        preview={preview}
        onTogglePreview={() => setPreview((on) => !on)}
        onPickImage={() => fileInput.current?.click()}
        uploading={upload.uploading}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        aria-label={fileLabel}
        onChange={(event) => {
          upload.pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <ProgressBar percent={upload.progress} label="Image upload" />
      {upload.error && (
        <p className="form__error" role="alert">
          {upload.error}
        </p>
      )}
      <div className="guide-editor__area" hidden={preview}>
        <EditorContent editor={editor} />
      </div>
      {preview && (
        <section className="guide-editor__preview" aria-label={previewLabel}>
          <GuideContent html={editor.getHTML()} decorate={decorate} />
        </section>
      )}
      {createPortal(
        <AltTextDialog
          file={upload.pending}
          onInsert={(alt) => void upload.insert(alt)}
          onCancel={upload.cancel}
        />,
        document.body,
      )}
    </>
  );
}

import { EditorContent, useEditor } from '@tiptap/react';
import { useMemo, useRef, useState } from 'react';
import { GuideContent } from '../../../ui/guideHtml/GuideContent';
import { ProgressBar } from '../../../ui/ProgressBar';
import type { RichTextFieldProps } from '../../../ui/richTextField';
import { AltTextDialog } from './AltTextDialog';
import { guideEditorExtensions } from './extensions';
import { EditorToolbar } from './toolbar/EditorToolbar';
import { useImageUpload } from './useImageUpload';
import './editor.css';

const EXTENSIONS = guideEditorExtensions();

/**
 * The guide editor (same toolbar, formatting, image upload and preview) as one field of another
 * form, such as a hero's build notes (docs/product.md#hero-form).
 */
export function RichTextField({ label, initialHtml, onChange }: RichTextFieldProps) {
  const [preview, setPreview] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // useEditor compares options by identity on every render.
  const editorProps = useMemo(
    () => ({
      attributes: {
        class: 'guide-content guide-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
      },
    }),
    [label],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialHtml,
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const upload = useImageUpload(editor);

  return (
    <div className="guide-editor rich-text-field">
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
        aria-label={`Image file for ${label}`}
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
        <section className="guide-editor__preview" aria-label={`${label} preview`}>
          <GuideContent html={editor.getHTML()} />
        </section>
      )}
      <AltTextDialog
        file={upload.pending}
        onInsert={(alt) => void upload.insert(alt)}
        onCancel={upload.cancel}
      />
    </div>
  );
}

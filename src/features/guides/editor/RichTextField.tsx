import { useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef } from 'react';
import type { RichTextFieldProps } from '../../../ui/richTextField';
import { guideEditorExtensions } from './extensions';
import { RichTextEditor } from './RichTextEditor';

const EXTENSIONS = guideEditorExtensions();

/**
 * The guide editor (same toolbar, formatting, image upload and preview) as one field of another
 * form, such as a hero's build notes (docs/product.md#hero-form). The field follows its value:
 * when the form replaces it (the latest version loaded after a conflict), the editor shows it.
 */
export function RichTextField({ label, value, onChange }: RichTextFieldProps) {
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
  /** What the editor last reported: any other value comes from the form. */
  const reported = useRef(value);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      reported.current = current.isEmpty ? '' : current.getHTML();
      onChange(reported.current);
    },
  });

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="guide-editor rich-text-field">
      <RichTextEditor
        editor={editor}
        fileLabel={`Image file for ${label}`}
        previewLabel={`${label} preview`}
      />
    </div>
  );
}

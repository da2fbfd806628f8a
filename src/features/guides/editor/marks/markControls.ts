import type { ToolbarGroup } from '../controls';

export const markControls: ToolbarGroup = {
  label: 'Text style',
  controls: [
    {
      label: 'Bold',
      glyph: 'B',
      text: 'Bold',
      shortcut: 'Ctrl+B',
      isActive: (editor) => editor.isActive('bold'),
      run: (editor) => editor.chain().focus().toggleBold().run(),
    },
    {
      label: 'Italic',
      glyph: 'I',
      text: 'Italic',
      shortcut: 'Ctrl+I',
      isActive: (editor) => editor.isActive('italic'),
      run: (editor) => editor.chain().focus().toggleItalic().run(),
    },
    {
      label: 'Underline',
      glyph: 'U',
      text: 'Underline',
      shortcut: 'Ctrl+U',
      isActive: (editor) => editor.isActive('underline'),
      run: (editor) => editor.chain().focus().toggleUnderline().run(),
    },
    {
      label: 'Strike',
      glyph: 'S',
      text: 'Strike',
      shortcut: 'Ctrl+Shift+S',
      isActive: (editor) => editor.isActive('strike'),
      run: (editor) => editor.chain().focus().toggleStrike().run(),
    },
  ],
};

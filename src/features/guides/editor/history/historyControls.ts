import type { ToolbarGroup } from '../controls';

export const historyControls: ToolbarGroup = {
  label: 'History',
  controls: [
    {
      label: 'Undo',
      glyph: '↶',
      text: 'Undo',
      shortcut: 'Ctrl+Z',
      isEnabled: (editor) => editor.can().undo(),
      run: (editor) => editor.chain().focus().undo().run(),
    },
    {
      label: 'Redo',
      glyph: '↷',
      text: 'Redo',
      shortcut: 'Ctrl+Shift+Z',
      isEnabled: (editor) => editor.can().redo(),
      run: (editor) => editor.chain().focus().redo().run(),
    },
  ],
};

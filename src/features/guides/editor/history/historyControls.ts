import type { ToolbarGroup } from '../controls';

export const historyControls: ToolbarGroup = {
  label: 'History',
  controls: [
    {
      label: 'Undo',
      glyph: '↶',
      shortcut: 'Ctrl+Z',
      isEnabled: (editor) => editor.can().undo(),
      run: (editor) => editor.chain().focus().undo().run(),
    },
    {
      label: 'Redo',
      glyph: '↷',
      shortcut: 'Ctrl+Shift+Z',
      isEnabled: (editor) => editor.can().redo(),
      run: (editor) => editor.chain().focus().redo().run(),
    },
  ],
};

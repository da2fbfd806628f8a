import type { ToolbarGroup } from '../controls';

export const blockControls: ToolbarGroup = {
  label: 'Blocks',
  controls: [
    {
      label: 'Quote',
      glyph: '❝',
      text: 'Quote',
      shortcut: 'Ctrl+Shift+B',
      isActive: (editor) => editor.isActive('blockquote'),
      run: (editor) => editor.chain().focus().toggleBlockquote().run(),
    },
    {
      label: 'Inline code',
      glyph: '<>',
      text: 'Code',
      shortcut: 'Ctrl+E',
      isActive: (editor) => editor.isActive('code'),
      run: (editor) => editor.chain().focus().toggleCode().run(),
    },
    {
      label: 'Code block',
      glyph: '{ }',
      text: 'Code block',
      shortcut: 'Ctrl+Alt+C',
      isActive: (editor) => editor.isActive('codeBlock'),
      run: (editor) => editor.chain().focus().toggleCodeBlock().run(),
    },
  ],
};

import type { ToolbarGroup } from '../controls';

export const listControls: ToolbarGroup = {
  label: 'Lists',
  controls: [
    {
      label: 'Bullet list',
      glyph: '•≡',
      text: 'Bullets',
      shortcut: 'Ctrl+Shift+8',
      isActive: (editor) => editor.isActive('bulletList'),
      run: (editor) => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: 'Numbered list',
      glyph: '1.',
      text: 'Numbers',
      shortcut: 'Ctrl+Shift+7',
      isActive: (editor) => editor.isActive('orderedList'),
      run: (editor) => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      label: 'Task list',
      glyph: '☑',
      text: 'Tasks',
      shortcut: 'Ctrl+Shift+9',
      isActive: (editor) => editor.isActive('taskList'),
      run: (editor) => editor.chain().focus().toggleTaskList().run(),
    },
  ],
};

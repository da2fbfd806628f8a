import type { ToolbarControl, ToolbarGroup } from '../controls';

/** The toolbar offers levels 1 to 3; the editor itself accepts 1 to 6. */
const heading = (level: 1 | 2 | 3): ToolbarControl => ({
  label: `Heading ${level}`,
  // 'H1' to 'H3' are words to anyone who formats text; no picture needed.
  text: `H${level}`,
  shortcut: `Ctrl+Alt+${level}`,
  isActive: (editor) => editor.isActive('heading', { level }),
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
});

export const headingControls: ToolbarGroup = {
  label: 'Headings',
  controls: [heading(1), heading(2), heading(3)],
};

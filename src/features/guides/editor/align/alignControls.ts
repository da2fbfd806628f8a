import type { ToolbarControl, ToolbarGroup } from '../controls';

type TextAlignment = 'left' | 'center' | 'right';

const GLYPHS: Record<TextAlignment, string> = { left: '⇤', center: '↔', right: '⇥' };
const TEXTS: Record<TextAlignment, string> = { left: 'Left', center: 'Center', right: 'Right' };
const KEYS: Record<TextAlignment, string> = { left: 'L', center: 'E', right: 'R' };

const align = (alignment: TextAlignment): ToolbarControl => ({
  label: `Align ${alignment}`,
  glyph: GLYPHS[alignment],
  text: TEXTS[alignment],
  shortcut: `Ctrl+Shift+${KEYS[alignment]}`,
  isActive: (editor) => editor.isActive({ textAlign: alignment }),
  run: (editor) => editor.chain().focus().setTextAlign(alignment).run(),
});

export const alignControls: ToolbarGroup = {
  label: 'Text alignment',
  controls: [align('left'), align('center'), align('right')],
};

import type { ToolbarControl, ToolbarGroup } from '../controls';
import { IMAGE_ALIGNMENTS, type ImageAlignment } from '../extensions';

const GLYPHS: Record<ImageAlignment, string> = { left: '▣⇤', center: '▣', right: '⇥▣' };

const TEXTS: Record<ImageAlignment, string> = {
  left: 'Image left',
  center: 'Image center',
  right: 'Image right',
};

const alignImage = (align: ImageAlignment): ToolbarControl => ({
  label: `Image ${align}`,
  glyph: GLYPHS[align],
  text: TEXTS[align],
  isActive: (editor) => editor.isActive('image', { align }),
  run: (editor) => editor.chain().focus().updateAttributes('image', { align }).run(),
});

/** Shown only while an image is selected. */
export const imageAlignControls: ToolbarGroup = {
  label: 'Image alignment',
  controls: IMAGE_ALIGNMENTS.map(alignImage),
};

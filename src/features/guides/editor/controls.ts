import type { Editor } from '@tiptap/core';

/** One toolbar button: what it says, when it shows as pressed, what it does. */
export interface ToolbarControl {
  /** The accessible name, e.g. 'Bold'. */
  label: string;
  /** The word the button shows, short enough for a one-row toolbar, e.g. 'Bold'. */
  text: string;
  /** A small picture above the word (decorative: the label is read out). */
  glyph?: string;
  /** Keyboard shortcut named in the tooltip. */
  shortcut?: string;
  isActive?: (editor: Editor) => boolean;
  isEnabled?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

export interface ToolbarGroup {
  label: string;
  controls: readonly ToolbarControl[];
}

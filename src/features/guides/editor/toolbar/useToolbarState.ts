import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { ToolbarGroup } from '../controls';

export interface ControlState {
  active: boolean;
  enabled: boolean;
}

/**
 * The pressed/enabled state of every control, recomputed on each editor transaction; the
 * toolbar re-renders only when one of them changes (useEditorState compares deeply).
 */
export function useToolbarState(editor: Editor, groups: readonly ToolbarGroup[]) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      controls: groups.map((group) =>
        group.controls.map((control): ControlState => ({
          active: control.isActive?.(current) ?? false,
          enabled: control.isEnabled?.(current) ?? true,
        })),
      ),
      imageSelected: current.isActive('image'),
    }),
  });
}

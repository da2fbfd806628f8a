import type { Editor } from '@tiptap/core';
import { alignControls } from '../align/alignControls';
import { blockControls } from '../blocks/blockControls';
import type { ToolbarGroup } from '../controls';
import { headingControls } from '../headings/headingControls';
import { historyControls } from '../history/historyControls';
import { imageAlignControls } from '../image/imageAlignControls';
import { listControls } from '../lists/listControls';
import { markControls } from '../marks/markControls';
import { moveFocusWithArrows } from './arrowKeys';
import { ToolbarButton } from './ToolbarButton';
import { useScrolled } from './useScrolled';
import { useToolbarState } from './useToolbarState';

const FORMAT_GROUPS: readonly ToolbarGroup[] = [
  markControls,
  headingControls,
  listControls,
  alignControls,
  blockControls,
];
const GROUPS: readonly ToolbarGroup[] = [...FORMAT_GROUPS, imageAlignControls, historyControls];
const IMAGE_ALIGN_INDEX = GROUPS.indexOf(imageAlignControls);

interface EditorToolbarProps {
  editor: Editor;
  preview: boolean;
  onTogglePreview: () => void;
  onPickImage: () => void;
  uploading: boolean;
}

export function EditorToolbar({
  editor,
  preview,
  onTogglePreview,
  onPickImage,
  uploading,
}: EditorToolbarProps) {
  const state = useToolbarState(editor, GROUPS);
  const scrolled = useScrolled();

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className={`toolbar${scrolled ? ' toolbar--scrolled' : ''}`}
      onKeyDown={moveFocusWithArrows}
    >
      <div className="toolbar__groups">
        {GROUPS.map((group, groupIndex) => {
          if (groupIndex === IMAGE_ALIGN_INDEX && (!state.imageSelected || preview)) return null;
          return (
            <div key={group.label} role="group" aria-label={group.label} className="toolbar__group">
              {group.controls.map((control, controlIndex) => {
                const controlState = state.controls[groupIndex]?.[controlIndex];
                return (
                  <ToolbarButton
                    key={control.label}
                    label={control.label}
                    text={control.text}
                    glyph={control.glyph}
                    shortcut={control.shortcut}
                    pressed={control.isActive ? (controlState?.active ?? false) : undefined}
                    disabled={preview || controlState?.enabled === false}
                    onClick={() => control.run(editor)}
                  />
                );
              })}
              {group === blockControls && (
                <ToolbarButton
                  label="Insert image"
                  text="Image"
                  glyph="▣"
                  disabled={preview || uploading}
                  onClick={onPickImage}
                />
              )}
            </div>
          );
        })}
      </div>
      <div role="group" aria-label="View" className="toolbar__group toolbar__group--view">
        <ToolbarButton
          label="Preview"
          text="Preview"
          glyph="◉"
          pressed={preview}
          onClick={onTogglePreview}
        />
      </div>
    </div>
  );
}

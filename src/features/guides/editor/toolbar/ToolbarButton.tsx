interface ToolbarButtonProps {
  label: string;
  glyph: string;
  shortcut?: string;
  /** undefined for actions that have no on/off state (undo, insert image). */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

export function ToolbarButton({
  label,
  glyph,
  shortcut,
  pressed,
  disabled,
  onClick,
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className="toolbar__button"
      aria-label={label}
      aria-pressed={pressed}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      // Keep the editor's selection: a mousedown on the button would otherwise blur it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}

interface ToolbarButtonProps {
  label: string;
  /** The visible word; `glyph` is an optional picture above it. */
  text: string;
  glyph?: string;
  shortcut?: string;
  /** undefined for actions that have no on/off state (undo, insert image). */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

export function ToolbarButton({
  label,
  text,
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
      {glyph && (
        <span className="toolbar__glyph" aria-hidden="true">
          {glyph}
        </span>
      )}
      <span className="toolbar__text">{text}</span>
    </button>
  );
}

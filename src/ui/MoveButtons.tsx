interface MoveButtonsProps {
  /** What the buttons move, in their accessible names ("Move {label} up"). */
  label: string;
  index: number;
  count: number;
  /** -1 up, 1 down. */
  onMove: (step: -1 | 1) => void;
}

/**
 * "Move up" and "Move down" for an entry of an ordered list in a form: buttons, so the keyboard and
 * a touch screen reorder as well as a mouse. `data-move` lets the list put the focus back on the
 * moved entry's button once it has moved.
 */
export function MoveButtons({ label, index, count, onMove }: MoveButtonsProps) {
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        data-move="up"
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        Move up
      </button>
      <button
        type="button"
        className="button button--secondary"
        data-move="down"
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        Move down
      </button>
    </>
  );
}

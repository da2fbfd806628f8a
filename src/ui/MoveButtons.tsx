import { useCallback, useEffect, useRef, useState } from 'react';

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

/**
 * The focus of a list whose entries move with MoveButtons: a moved entry may be taken out of the
 * page and put back (or its buttons disabled while the move is saved), which drops the focus. Once
 * the list shows its new order, the focus returns to the button pressed, or to the other one when
 * the entry reached an end. Rows carry `rowAttribute` with their id.
 */
export function useMoveFocus<List extends HTMLElement>(rowAttribute: string) {
  const listRef = useRef<List>(null);
  const [moved, setMoved] = useState<{ id: string; step: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const row = listRef.current?.querySelector(`[${rowAttribute}="${CSS.escape(moved.id)}"]`);
    const buttons = ['up', 'down'].map((way) =>
      row?.querySelector<HTMLButtonElement>(`[data-move="${way}"]:not(:disabled)`),
    );
    // The same direction while it can go on, else the other (at either end of the list).
    const [same, other] = moved.step === -1 ? buttons : [...buttons].reverse();
    (same ?? other)?.focus();
  }, [moved, rowAttribute]);
  /** Says which entry just moved, and which way. */
  const focusMoved = useCallback((id: string, step: -1 | 1) => setMoved({ id, step }), []);
  return { listRef, focusMoved };
}

import type { ReactNode } from 'react';

interface RemoveButtonProps {
  /** What it removes, in its accessible name: "Remove stat 2". */
  what: string;
  onClick: () => void;
  /** Its visible text: "Remove" unless the line needs more ("Remove skill"). */
  children?: ReactNode;
  /** Red for a whole entry (a skill, a member), grey for a line of one. */
  danger?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A form's button that takes one entry or line out of a list. */
export function RemoveButton({
  what,
  onClick,
  children = 'Remove',
  danger = false,
  disabled,
  className,
}: RemoveButtonProps) {
  const look = danger ? 'button--danger' : 'button--secondary';
  return (
    <button
      type="button"
      className={className ? `button ${look} ${className}` : `button ${look}`}
      aria-label={`Remove ${what}`}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

interface AddButtonProps {
  /** Its text, which says what it adds: "Add stat". */
  children: ReactNode;
  /** The list is as long as it may be: the button is disabled. */
  full: boolean;
  onClick: () => void;
}

/** A form's button that adds an entry at the end of a list, disabled once the list is full. */
export function AddButton({ children, full, onClick }: AddButtonProps) {
  return (
    <button type="button" className="button button--secondary" disabled={full} onClick={onClick}>
      {children}
    </button>
  );
}

import type { ChangeEvent, ReactNode } from 'react';
import './filePickButton.css';

interface FilePickButtonProps {
  /** What the button says. */
  children: ReactNode;
  /** The input's accept list: `image/*`, `.json,application/json`. */
  accept: string;
  multiple?: boolean;
  /** Set while the files picked are read or sent: the button is dimmed and refuses another pick. */
  busy: boolean;
  describedBy?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A button that opens the file picker: the native input stays in the page (the keyboard reaches
 * it, tests set its files) while its label is what shows.
 */
export function FilePickButton({
  children,
  accept,
  multiple,
  busy,
  describedBy,
  onChange,
}: FilePickButtonProps) {
  return (
    <label className={`button button--secondary file-pick${busy ? ' is-busy' : ''}`}>
      {children}
      <input
        type="file"
        accept={accept}
        multiple={multiple}
        className="file-pick__input"
        aria-describedby={describedBy}
        disabled={busy}
        onChange={onChange}
      />
    </label>
  );
}

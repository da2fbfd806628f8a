import { createContext, useContext, type ReactNode } from 'react';

export interface RichTextFieldProps {
  /** Names the field (the editor's accessible name). */
  label: string;
  /** The field's HTML: the editor starts with it, and shows it again whenever the form replaces it. */
  value: string;
  /** The editor's HTML after each change; '' when it is empty. */
  onChange: (html: string) => void;
}

/**
 * The guide editor as a form field. Its code lives with the guide editor (the only place the
 * editor library is used) and the app supplies it here, so admin forms of other features can
 * use it without importing the guides feature; it is loaded when an admin form shows it.
 */
export const RichTextFieldContext = createContext<
  ((props: RichTextFieldProps) => ReactNode) | null
>(null);

export const useRichTextField = () => useContext(RichTextFieldContext);

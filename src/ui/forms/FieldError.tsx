interface FieldErrorProps {
  id: string;
  message: string | undefined;
  /** Announce it at once: for messages that appear after a save or a pick, not while typing. */
  alert?: boolean;
  className?: string;
}

/** A field's message, right under it; `invalidField` ties the field to it. */
export function FieldError({ id, message, alert = false, className }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p
      id={id}
      className={['form__error', className].filter(Boolean).join(' ')}
      role={alert ? 'alert' : undefined}
    >
      {message}
    </p>
  );
}

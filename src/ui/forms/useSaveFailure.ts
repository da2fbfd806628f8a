import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import {
  isBackendError,
  type BackendError,
  type FieldErrors as ServerFieldErrors,
} from '../../domain/errors';

export interface SaveFailure {
  message: string;
  /** Someone else saved first: the form can offer their version. */
  conflict: boolean;
}

interface ServerFields<Values extends FieldValues> {
  setError: UseFormSetError<Values>;
  /** The server's field messages (dotted paths of what was sent) keyed by this form's fields. */
  toFormErrors: (fieldErrors: ServerFieldErrors) => Record<string, string>;
}

/** The BackendError behind a failure: the error itself or the cause a wrapping error names. */
export function backendErrorOf(error: unknown): BackendError | null {
  if (isBackendError(error)) return error;
  return error instanceof Error && isBackendError(error.cause) ? error.cause : null;
}

/** Messages keyed by a form's own fields, set on them as the server's. */
export function setServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  errors: Record<string, string>,
) {
  for (const [name, text] of Object.entries(errors)) {
    // The messages are keyed by this form's own fields.
    setError(name as FieldPath<Values>, { type: 'server', message: text });
  }
}

/**
 * A failed save, reported the same way by every form: one message (shown by SaveFailureNotice),
 * whether it was a conflict, and the server's field messages next to their fields through
 * react-hook-form's `setError`.
 */
export function useSaveFailure<Values extends FieldValues>(fields?: ServerFields<Values>) {
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  /** Shows `message`; `error` (or its cause) tells whether it was a conflict and which fields failed. */
  function fail(
    message: string,
    error?: unknown,
    conflict = isBackendError(backendErrorOf(error), 'conflict'),
  ) {
    setFailure({ message, conflict });
    const fieldErrors = backendErrorOf(error)?.fieldErrors;
    if (fields && fieldErrors) setServerErrors(fields.setError, fields.toFormErrors(fieldErrors));
  }

  return { failure, fail, clear: () => setFailure(null) };
}

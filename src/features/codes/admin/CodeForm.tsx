import { useId, useState, type FormEvent } from 'react';
import type { CodeInput } from '../../../domain/code';
import { errorMessage } from '../../../domain/errors';
import { readCodeForm, type CodeFormErrors, type CodeFormValues } from './codeFormValues';

interface CodeFormProps {
  /** The form's accessible name. */
  label: string;
  initial: CodeFormValues;
  submitLabel: string;
  /** Prefix of the message shown when the server refuses, e.g. 'Failed to add code'. */
  failureText: string;
  /** Resolves when saved; a rejection keeps the form and its typing, with the reason shown. */
  onSubmit: (input: CodeInput) => Promise<unknown>;
  onCancel?: () => void;
}

export function CodeForm({
  label,
  initial,
  submitLabel,
  failureText,
  onSubmit,
  onCancel,
}: CodeFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CodeFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<CodeFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = readCodeForm(values);
    setErrors(result.ok ? {} : result.errors);
    setFailure(null);
    if (!result.ok) return;
    setSaving(true);
    try {
      await onSubmit(result.input);
    } catch (error) {
      setFailure(`${failureText}: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };

  const describedBy = (field: keyof CodeFormErrors) =>
    errors[field] ? `${id}-${field}-error` : undefined;

  return (
    <form className="form code-form" noValidate onSubmit={submit} aria-label={label}>
      <div className="form__field">
        <label htmlFor={`${id}-code`}>Code</label>
        <input
          id={`${id}-code`}
          value={values.code}
          required
          maxLength={100}
          autoComplete="off"
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={describedBy('code')}
          onChange={(event) => set({ code: event.target.value })}
        />
        {errors.code && (
          <p id={`${id}-code-error`} className="form__error">
            {errors.code}
          </p>
        )}
      </div>
      <label className="code-form__check">
        <input
          type="checkbox"
          checked={values.neverExpires}
          onChange={(event) => set({ neverExpires: event.target.checked })}
        />
        Never expires
      </label>
      {!values.neverExpires && (
        <div className="form__field">
          <label htmlFor={`${id}-expires`}>Expires (your local time)</label>
          <input
            id={`${id}-expires`}
            type="datetime-local"
            value={values.expiresAt}
            required
            aria-invalid={errors.expiresAt ? true : undefined}
            aria-describedby={describedBy('expiresAt')}
            onChange={(event) => set({ expiresAt: event.target.value })}
          />
          {errors.expiresAt && (
            <p id={`${id}-expiresAt-error`} className="form__error">
              {errors.expiresAt}
            </p>
          )}
        </div>
      )}
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="code-form__actions">
        <button type="submit" className="button" disabled={saving}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

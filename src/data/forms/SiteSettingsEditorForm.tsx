import { useId, type ReactNode } from 'react';
import { VersionedEditorActions } from '../VersionedEditorActions';
import type { useSiteSettingsForm } from './useSiteSettingsForm';

interface SiteSettingsEditorFormProps {
  /** The editor useSiteSettingsForm set up. */
  editor: Pick<ReturnType<typeof useSiteSettingsForm>, 'onSubmit' | 'actions'>;
  /** The form's accessible name. */
  label: string;
  className: string;
  /** What the form is for, read first: it describes the form. */
  hint?: { className: string; text: ReactNode };
  /** The class of the buttons' row. */
  actionsClassName: string;
  saveLabel: string;
  children: ReactNode;
}

/** The form of an editor of one part of the site settings: its fields, its save, their history. */
export function SiteSettingsEditorForm({
  editor,
  label,
  className,
  hint,
  actionsClassName,
  saveLabel,
  children,
}: SiteSettingsEditorFormProps) {
  const hintId = useId();
  return (
    <form
      className={className}
      noValidate
      aria-label={label}
      aria-describedby={hint ? hintId : undefined}
      onSubmit={editor.onSubmit}
    >
      {hint && (
        <p id={hintId} className={hint.className}>
          {hint.text}
        </p>
      )}
      {children}
      <VersionedEditorActions
        {...editor.actions}
        className={actionsClassName}
        saveLabel={saveLabel}
      />
    </form>
  );
}

import { useId } from 'react';
import type { SiteSettings } from '../../../domain/siteSettings';
import { siteSettingsInputSchema } from '../../../domain/siteSettingsSchema';
import { FieldError } from '../../../ui/forms/FieldError';
import { SiteSettingsEditorForm } from '../../../data/forms/SiteSettingsEditorForm';
import { useSiteSettingsForm } from '../../../data/forms/useSiteSettingsForm';
import '../community.css';

interface CommunityLinkEditorProps {
  settings: SiteSettings;
  /** The link the site was built with, shown while this one is empty. */
  builtWith: string;
}

/**
 * The admins' control of the community chat link (docs/product.md#site-settings). It keeps the
 * version it was opened on, so a save over someone else's newer link is refused as a conflict
 * and the typing stays.
 */
export function CommunityLinkEditor({ settings, builtWith }: CommunityLinkEditorProps) {
  const id = useId();
  const editor = useSiteSettingsForm<string, string | undefined>({
    settings,
    values: (stored) => stored.communityUrl,
    check: (communityUrl, stored) => {
      const checked = siteSettingsInputSchema.safeParse({ ...stored, communityUrl });
      return checked.success
        ? { input: checked.data }
        : { errors: checked.error.issues[0]?.message };
    },
    noErrors: undefined,
    savedText: (saved) =>
      saved.communityUrl ? 'Community link saved.' : 'Community link removed.',
    failureText: 'Failed to save the community link',
  });

  const inputId = `${id}-url`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const fieldError = editor.errors;
  return (
    <details className="community-editor">
      <summary>Edit the community chat link (admin)</summary>
      <SiteSettingsEditorForm
        editor={editor}
        label="Community chat link"
        className="form"
        actionsClassName="community-editor__actions"
        saveLabel="Save link"
      >
        <div className="form__field">
          <label htmlFor={inputId}>Community chat link</label>
          <input
            id={inputId}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={editor.values}
            onChange={(event) => editor.set(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
          />
          <p id={hintId} className="community-editor__hint">
            A full https:// address. Leave it empty to{' '}
            {builtWith ? 'show the link the site was built with' : 'hide the link'}.
          </p>
          <FieldError id={errorId} message={fieldError} />
        </div>
      </SiteSettingsEditorForm>
    </details>
  );
}

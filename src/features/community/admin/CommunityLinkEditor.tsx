import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useBackend } from '../../../backend';
import { errorMessage } from '../../../domain/errors';
import { storedSiteSettings, type SiteSettings } from '../../../domain/siteSettings';
import { siteSettingsInputSchema } from '../../../domain/siteSettingsSchema';
import { FieldError } from '../../../ui/forms/FieldError';
import { useSaveFailure } from '../../../ui/forms/useSaveFailure';
import { useToast } from '../../../ui/Toast';
import { VersionedEditorActions } from '../../../data/VersionedEditorActions';
import { siteSettingsQueries } from '../../../data/siteSettingsQuery';
import { SITE_SETTINGS_HISTORY, useSaveSiteSettings } from '../../../data/useSaveSiteSettings';
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
  const [baseVersion, setBaseVersion] = useState(settings.version);
  const [value, setValue] = useState(settings.communityUrl);
  const [legend, setLegend] = useState(settings.tierLegend);
  const [equipmentSlots, setEquipmentSlots] = useState(settings.equipmentSlots);
  const [fieldError, setFieldError] = useState<string>();
  const saveFailure = useSaveFailure();
  const save = useSaveSiteSettings();
  const toast = useToast();
  const backend = useBackend();
  const queryClient = useQueryClient();

  async function loadLatest() {
    try {
      const latest = await queryClient.fetchQuery({
        ...siteSettingsQueries.site(backend),
        staleTime: 0,
      });
      setBaseVersion(latest.version);
      setValue(latest.communityUrl);
      setLegend(latest.tierLegend);
      setEquipmentSlots(latest.equipmentSlots);
      setFieldError(undefined);
      saveFailure.clear();
    } catch (error) {
      saveFailure.fail(`Failed to load the latest version: ${errorMessage(error)}`, error, true);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    saveFailure.clear();
    const checked = siteSettingsInputSchema.safeParse({
      // The legend and the equipment slots are saved as the version it was opened on holds them:
      // a newer one is a conflict.
      tierLegend: legend,
      equipmentSlots,
      communityUrl: value,
    });
    setFieldError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    try {
      const saved = await save.mutateAsync({ settings: checked.data, baseVersion });
      setBaseVersion(saved.version);
      setValue(saved.communityUrl);
      setLegend(saved.tierLegend);
      setEquipmentSlots(saved.equipmentSlots);
      toast(saved.communityUrl ? 'Community link saved.' : 'Community link removed.', {
        tone: 'success',
      });
    } catch (error) {
      saveFailure.fail(`Failed to save the community link: ${errorMessage(error)}`, error);
    }
  };

  const inputId = `${id}-url`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <details className="community-editor">
      <summary>Edit the community chat link (admin)</summary>
      <form className="form" noValidate onSubmit={submit} aria-label="Community chat link">
        <div className="form__field">
          <label htmlFor={inputId}>Community chat link</label>
          <input
            id={inputId}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
          />
          <p id={hintId} className="community-editor__hint">
            A full https:// address. Leave it empty to{' '}
            {builtWith ? 'show the link the site was built with' : 'hide the link'}.
          </p>
          <FieldError id={errorId} message={fieldError} />
        </div>
        <VersionedEditorActions
          className="community-editor__actions"
          saveLabel="Save link"
          failure={saveFailure.failure}
          onConflict={() => void loadLatest()}
          saving={save.isPending}
          item={SITE_SETTINGS_HISTORY}
          current={{ version: settings.version, content: storedSiteSettings(settings) }}
        />
      </form>
    </details>
  );
}

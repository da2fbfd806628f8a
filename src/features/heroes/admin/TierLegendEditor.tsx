import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useBackend } from '../../../backend';
import { errorMessage, isBackendError, type FieldErrors } from '../../../domain/errors';
import { TIER_ORDER } from '../../../domain/hero';
import {
  TIER_LEGEND_LINE_MAX,
  storedSiteSettings,
  type KnownTier,
  type SiteSettings,
} from '../../../domain/siteSettings';
import { siteSettingsInputSchema } from '../../../domain/siteSettingsSchema';
import { zodFieldErrors } from '../../../domain/validation';
import { FieldError } from '../../../ui/forms/FieldError';
import { invalidField } from '../../../ui/forms/invalidField';
import { useSaveFailure } from '../../../ui/forms/useSaveFailure';
import { siteSettingsQueries } from '../../../data/siteSettingsQuery';
import { useToast } from '../../../ui/Toast';
import {
  settingsField,
  SITE_SETTINGS_HISTORY,
  useSaveSiteSettings,
} from '../../../data/useSaveSiteSettings';
import { VersionedEditorActions } from '../../../data/VersionedEditorActions';
import './heroAdmin.css';

type LineErrors = Partial<Record<KnownTier, string>>;

/**
 * Messages about the legend's lines (`tierLegend.S+`, `settings.tierLegend.S+` from our server) by
 * tier; the others are left out.
 */
function legendLineErrors(fieldErrors: FieldErrors): LineErrors {
  const lines: LineErrors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const tier = TIER_ORDER.find((known) => settingsField(path) === `tierLegend.${known}`);
    if (tier) lines[tier] ??= message;
  }
  return lines;
}

/**
 * The admins' control of the tier legend (docs/product.md#site-settings): a line per tier of the
 * tier order. The legend is one of the site settings, saved whole on the version it was opened
 * on: it sends back the community link as that version holds it, so a newer link someone saved
 * meanwhile is a conflict, not undone.
 */
export function TierLegendEditor({ settings }: { settings: SiteSettings }) {
  const id = useId();
  const backend = useBackend();
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useSaveSiteSettings();
  const saveFailure = useSaveFailure();
  const [baseVersion, setBaseVersion] = useState(settings.version);
  const [legend, setLegend] = useState(settings.tierLegend);
  const [communityUrl, setCommunityUrl] = useState(settings.communityUrl);
  const [equipmentSlots, setEquipmentSlots] = useState(settings.equipmentSlots);
  const [errors, setErrors] = useState<LineErrors>({});
  // Its form is made when it is first opened; what was typed stays while it is closed.
  const [open, setOpen] = useState(false);

  function takeIn(stored: SiteSettings) {
    setBaseVersion(stored.version);
    setLegend(stored.tierLegend);
    setCommunityUrl(stored.communityUrl);
    setEquipmentSlots(stored.equipmentSlots);
    setErrors({});
  }

  async function loadLatest() {
    try {
      takeIn(await queryClient.fetchQuery({ ...siteSettingsQueries.site(backend), staleTime: 0 }));
      saveFailure.clear();
    } catch (error) {
      saveFailure.fail(`Failed to load the latest version: ${errorMessage(error)}`, error, true);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    saveFailure.clear();
    const checked = siteSettingsInputSchema.safeParse({
      communityUrl,
      tierLegend: legend,
      equipmentSlots,
    });
    if (!checked.success) {
      const fieldErrors = zodFieldErrors(checked.error);
      const lines = legendLineErrors(fieldErrors);
      setErrors(lines);
      // Only the lines are typed here: any other message is about the stored settings, said whole.
      if (Object.keys(lines).length === 0) {
        saveFailure.fail(`Failed to save the tier legend: ${Object.values(fieldErrors).join(' ')}`);
      }
      return;
    }
    setErrors({});
    try {
      takeIn(await save.mutateAsync({ settings: checked.data, baseVersion }));
      toast('Tier legend saved.', { tone: 'success' });
    } catch (error) {
      saveFailure.fail(`Failed to save the tier legend: ${errorMessage(error)}`, error);
      if (isBackendError(error)) setErrors(legendLineErrors(error.fieldErrors));
    }
  }

  const hintId = `${id}-hint`;
  return (
    <details
      className="hero-admin-panel tier-legend-editor"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Edit the tier legend (admin)</summary>
      {open && (
        <form
          className="form tier-legend-editor__form"
          noValidate
          aria-label="Tier legend"
          aria-describedby={hintId}
          onSubmit={(event) => void submit(event)}
        >
          <p id={hintId} className="hero-form__hint">
            What each tier means, in one line of at most {TIER_LEGEND_LINE_MAX} characters. A tier
            left empty is left out of the legend.
          </p>
          {TIER_ORDER.map((tier) => {
            const inputId = `${id}-${TIER_ORDER.indexOf(tier)}`;
            return (
              <div key={tier} className="form__field">
                <label htmlFor={inputId}>{tier}</label>
                <input
                  id={inputId}
                  autoComplete="off"
                  value={legend[tier]}
                  onChange={(event) => setLegend({ ...legend, [tier]: event.target.value })}
                  {...invalidField(`${inputId}-error`, errors[tier])}
                />
                <FieldError id={`${inputId}-error`} message={errors[tier]} alert />
              </div>
            );
          })}
          <VersionedEditorActions
            className="hero-form__actions"
            saveLabel="Save legend"
            failure={saveFailure.failure}
            onConflict={() => void loadLatest()}
            saving={save.isPending}
            item={SITE_SETTINGS_HISTORY}
            current={{ version: settings.version, content: storedSiteSettings(settings) }}
          />
        </form>
      )}
    </details>
  );
}

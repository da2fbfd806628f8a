import { useId } from 'react';
import type { FieldErrors } from '../../../domain/errors';
import { TIER_ORDER } from '../../../domain/hero';
import {
  TIER_LEGEND_LINE_MAX,
  type KnownTier,
  type SiteSettings,
  type TierLegend,
} from '../../../domain/siteSettings';
import { siteSettingsInputSchema } from '../../../domain/siteSettingsSchema';
import { zodFieldErrors } from '../../../domain/validation';
import { FieldError } from '../../../ui/forms/FieldError';
import { invalidField } from '../../../ui/forms/invalidField';
import { OpenedDetails } from '../../../ui/OpenedDetails';
import { SiteSettingsEditorForm } from '../../../data/forms/SiteSettingsEditorForm';
import { useSiteSettingsForm } from '../../../data/forms/useSiteSettingsForm';
import { settingsField } from '../../../data/useSaveSiteSettings';
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
  const editor = useSiteSettingsForm<TierLegend, LineErrors>({
    settings,
    values: (stored) => stored.tierLegend,
    check: (tierLegend, stored) => {
      const checked = siteSettingsInputSchema.safeParse({ ...stored, tierLegend });
      if (checked.success) return { input: checked.data };
      const fieldErrors = zodFieldErrors(checked.error);
      const lines = legendLineErrors(fieldErrors);
      // Only the lines are typed here: any other message is about the stored settings, said whole.
      const failure =
        Object.keys(lines).length === 0
          ? `Failed to save the tier legend: ${Object.values(fieldErrors).join(' ')}`
          : undefined;
      return { errors: lines, failure };
    },
    noErrors: {},
    toErrors: legendLineErrors,
    savedText: () => 'Tier legend saved.',
    failureText: 'Failed to save the tier legend',
  });
  const legend = editor.values;
  const errors = editor.errors;

  return (
    <OpenedDetails
      className="hero-admin-panel tier-legend-editor"
      summary="Edit the tier legend (admin)"
    >
      <SiteSettingsEditorForm
        editor={editor}
        label="Tier legend"
        className="form tier-legend-editor__form"
        hint={{
          className: 'hero-form__hint',
          text: (
            <>
              What each tier means, in one line of at most {TIER_LEGEND_LINE_MAX} characters. A tier
              left empty is left out of the legend.
            </>
          ),
        }}
        actionsClassName="hero-form__actions"
        saveLabel="Save legend"
      >
        {TIER_ORDER.map((tier) => {
          const inputId = `${id}-${TIER_ORDER.indexOf(tier)}`;
          return (
            <div key={tier} className="form__field">
              <label htmlFor={inputId}>{tier}</label>
              <input
                id={inputId}
                autoComplete="off"
                value={legend[tier]}
                onChange={(event) => editor.set({ ...legend, [tier]: event.target.value })}
                {...invalidField(`${inputId}-error`, errors[tier])}
              />
              <FieldError id={`${inputId}-error`} message={errors[tier]} alert />
            </div>
          );
        })}
      </SiteSettingsEditorForm>
    </OpenedDetails>
  );
}

import { useBackend } from '../../backend';
import type { FieldErrors } from '../../domain/errors';
import {
  storedSiteSettings,
  type SiteSettings,
  type SiteSettingsInput,
} from '../../domain/siteSettings';
import { siteSettingsQueries } from '../siteSettingsQuery';
import { SITE_SETTINGS_HISTORY, useSaveSiteSettings } from '../useSaveSiteSettings';
import { useVersionedValues, type Checked } from './useVersionedValues';

/** The settings as a save sends them back: what the version opened on holds, every field. */
const inputOf = ({ updatedAt: _updatedAt, version: _version, ...input }: SiteSettings) => input;

interface SiteSettingsFormOptions<Values, Errors> {
  /** The settings as read. */
  settings: SiteSettings;
  /** The editor's part of stored settings, as the form holds it. */
  values: (stored: SiteSettings) => Values;
  /** The whole settings to save with the typed part in them, checked, or why not. */
  check: (values: Values, stored: SiteSettingsInput) => Checked<SiteSettingsInput, Errors>;
  noErrors: Errors;
  toErrors?: (fieldErrors: FieldErrors, values: Values) => Errors;
  savedText: (saved: SiteSettings) => string;
  /** Starts the message of a refused save, e.g. 'Failed to save the tier legend'. */
  failureText: string;
}

/**
 * An editor of one part of the site settings (the community link, the tier legend, the equipment
 * slots; docs/product.md#site-settings). The settings are saved whole on the version the editor
 * opened on, with the other parts as that version holds them, so a newer save of any part is a
 * conflict, not undone; a save takes in the version it made.
 */
export function useSiteSettingsForm<Values, Errors>({
  settings,
  values,
  check,
  noErrors,
  toErrors,
  savedText,
  failureText,
}: SiteSettingsFormOptions<Values, Errors>) {
  const backend = useBackend();
  const save = useSaveSiteSettings();
  const form = useVersionedValues({
    item: settings,
    latest: (_, read) => read(siteSettingsQueries.site(backend)),
    values,
    check: (typed, base) => check(typed, inputOf(base)),
    noErrors,
    toErrors,
    write: (input, base) => save.mutateAsync({ settings: input, baseVersion: base.version }),
    savedText,
    failureText: () => failureText,
    onSaved: (saved, { takeIn }) => takeIn(saved),
  });
  return {
    ...form,
    /** The editor's foot (VersionedEditorActions): its save and the settings' history. */
    actions: {
      ...form.actions,
      item: SITE_SETTINGS_HISTORY,
      current: { version: settings.version, content: storedSiteSettings(settings) },
    },
  };
}

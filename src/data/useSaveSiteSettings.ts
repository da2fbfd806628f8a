import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../backend';
import { SITE_SETTINGS_ITEM, type SiteSettingsInput } from '../domain/siteSettings';
import { siteSettingsKey } from './siteSettingsQuery';
import type { VersionedItem } from './VersionedEditorActions';

interface SaveSiteSettings {
  settings: SiteSettingsInput;
  /** The version the form was opened on: a stale one is refused as a conflict. */
  baseVersion: number;
}

/** The site settings' history, which every editor of a part of them opens. */
export const SITE_SETTINGS_HISTORY: VersionedItem = {
  collection: 'site',
  itemId: SITE_SETTINGS_ITEM,
  name: 'the site settings',
};

/**
 * A save's message path as the settings' own field: our server names the body's part
 * (`settings.equipmentSlots.1`), the Firebase adapter the input's (`equipmentSlots.1`).
 */
export const settingsField = (path: string) => path.replace(/^settings\./, '');

export function useSaveSiteSettings() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ settings, baseVersion }: SaveSiteSettings) =>
      backend.settings.saveSite(settings, baseVersion),
    // The home page shows the new link at once, before the refetch confirms it.
    onSuccess: (saved) => queryClient.setQueryData(siteSettingsKey, saved),
    meta: { invalidates: [siteSettingsKey] },
  });
}

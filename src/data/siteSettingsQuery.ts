import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend, type ReadBackend } from '../backend';
import { queryKeyRoot } from './queryKeyRoots';

/** Under `settings`, which history refreshes when it restores a version of any setting. */
export const siteSettingsKey = [...queryKeyRoot('settings'), 'site'] as const;

export const siteSettingsQueries = {
  /** The site-wide settings: the community chat link and the tier legend. */
  site: (backend: ReadBackend) =>
    queryOptions({ queryKey: siteSettingsKey, queryFn: () => backend.settings.getSite() }),
};

export function useSiteSettings() {
  return useQuery(siteSettingsQueries.site(useBackend()));
}

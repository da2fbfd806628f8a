import type { Revision } from '../domain/history';
import { SITE_SETTINGS_ITEM, type StoredSiteSettings } from '../domain/siteSettings';

/**
 * The site settings' history as the backends keep it: the stored shape, newest first, the first
 * one created and the others updated.
 */
export function siteRevisions(...contents: StoredSiteSettings[]): Revision[] {
  return contents.map((content, index) => {
    const version = contents.length - index;
    return {
      id: String(version),
      collection: 'site',
      itemId: SITE_SETTINGS_ITEM,
      version,
      action: version === 1 ? 'created' : 'updated',
      label: 'Site settings',
      author: 'admin@example.org',
      at: `2026-11-0${version}T00:00:00.000Z`,
      content,
      imageUrls: {},
    };
  });
}

import type { ReactNode } from 'react';
import type { Revision } from '../domain/history';
import type { SiteSettings } from '../domain/siteSettings';
import { useSiteSettings } from '../data/siteSettingsQuery';
import { createFakeAuth, createFakeBackend, makeUser } from './fakeBackend';
import { renderApp } from './renderApp';
import { storeSiteSettings } from './siteRevisions';

/** A page's part: the editor on the settings as read. */
function SettingsHost({ editor }: { editor: (settings: SiteSettings) => ReactNode }) {
  const settings = useSiteSettings();
  return settings.data ? editor(settings.data) : null;
}

/**
 * Renders a site-settings editor for a signed-in admin, on settings kept as the server keeps them
 * (storeSiteSettings): returns the fake save and `elsewhere`, another admin's save.
 */
export function renderSettingsEditor<Stored extends SiteSettings>(
  editor: (settings: SiteSettings) => ReactNode,
  stored: Stored,
  versions: Revision[] = [],
) {
  const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
  const settings = storeSiteSettings(backend, stored, versions);
  renderApp({ backend, children: <SettingsHost editor={editor} /> });
  return settings;
}

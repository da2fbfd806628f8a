import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { Backend } from '../backend/contract';
import { BackendError } from '../domain/errors';
import type { Revision } from '../domain/history';
import {
  SITE_SETTINGS_ITEM,
  type SiteSettings,
  type SiteSettingsInput,
  type StoredSiteSettings,
} from '../domain/siteSettings';

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

/** What a save on settings someone else saved meanwhile is refused with. */
export const SETTINGS_CONFLICT = 'The site settings were changed by someone else.';

/**
 * Keeps the site settings in a fake backend as the server does: a save on a version that is no
 * longer the stored one is refused as a conflict. `elsewhere` changes them as another admin's save
 * would.
 */
export function storeSiteSettings<Stored extends SiteSettings>(
  backend: Backend,
  stored: Stored,
  versions: Revision[] = [],
) {
  let current = stored;
  backend.settings.getSite = vi.fn(async () => current);
  const saveSite = vi.fn(async (input: SiteSettingsInput, baseVersion: number) => {
    if (baseVersion !== current.version) {
      throw new BackendError('conflict', SETTINGS_CONFLICT);
    }
    current = {
      ...current,
      ...input,
      updatedAt: '2026-11-02T00:00:00.000Z',
      version: current.version + 1,
    };
    return current;
  });
  backend.settings.saveSite = saveSite;
  backend.history.versions = vi.fn(async () => versions);
  return {
    saveSite,
    elsewhere: (change: Partial<Stored>) => {
      current = { ...current, ...change, version: current.version + 1 };
    },
  };
}

/**
 * Opens the settings' history from an editor's form, compares its older version with the current
 * settings, and reads the names of the fields that differ.
 */
export async function fieldsChangedSinceEarlier(
  user: UserEvent,
  form: HTMLElement,
): Promise<(string | null)[]> {
  await user.click(within(form).getByRole('button', { name: 'History of the site settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'History of the site settings' });
  await user.click(await within(dialog).findByRole('button', { name: 'Compare with current' }));
  const fields = within(within(dialog).getByRole('table')).getAllByRole('rowheader');
  return fields.map((field) => field.textContent);
}

/**
 * Presses an editor's save after another admin saved the settings (`elsewhere`), and finds the
 * form's alert saying so after the editor's own words ("Failed to save the tier legend").
 */
export async function saveRefusedAsConflict(
  user: UserEvent,
  form: HTMLElement,
  saveLabel: string,
  failure: string,
): Promise<void> {
  await user.click(within(form).getByRole('button', { name: saveLabel }));
  const alert = await within(form).findByRole('alert');
  // What the alert starts with: the editor's words, then the server's reason.
  const said = `${failure}: ${SETTINGS_CONFLICT}`;
  expect(alert.textContent?.slice(0, said.length)).toBe(said);
}

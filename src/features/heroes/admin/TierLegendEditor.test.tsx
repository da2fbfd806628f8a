import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../../domain/errors';
import type { Revision } from '../../../domain/history';
import {
  NO_SITE_SETTINGS,
  emptyTierLegend,
  storedSiteSettings,
  type SiteSettings,
} from '../../../domain/siteSettings';
import {
  fieldsChangedSinceEarlier,
  saveRefusedAsConflict,
  siteRevisions,
} from '../../../test/siteRevisions';
import { renderSettingsEditor } from '../../../test/siteSettingsEditor';
import { TierLegendEditor } from './TierLegendEditor';

const withSettings = (stored: SiteSettings, versions: Revision[] = []) =>
  renderSettingsEditor((settings) => <TierLegendEditor settings={settings} />, stored, versions);

async function openEditor() {
  const user = userEvent.setup();
  await user.click(await screen.findByText('Edit the tier legend (admin)'));
  return { user, form: screen.getByRole('form', { name: 'Tier legend' }) };
}

const STORED: SiteSettings = {
  ...NO_SITE_SETTINGS,
  communityUrl: 'https://chat.example.org',
  tierLegend: { ...emptyTierLegend(), Meta: 'Best in every mode.' },
  equipmentSlots: ['Ring', 'Weapon'],
  version: 2,
};

describe('the tier legend editor', () => {
  it('saves a line per tier, sending the stored link and slots back on its version', async () => {
    const { saveSite } = withSettings(STORED);
    const { user, form } = await openEditor();
    expect(within(form).getByLabelText('Meta')).toHaveValue('Best in every mode.');
    await user.type(within(form).getByLabelText('S+'), '  Strong almost anywhere. ');
    await user.click(within(form).getByRole('button', { name: 'Save legend' }));
    expect(await screen.findByText('Tier legend saved.')).toBeVisible();
    expect(saveSite).toHaveBeenCalledWith(
      {
        communityUrl: 'https://chat.example.org',
        tierLegend: {
          ...emptyTierLegend(),
          Meta: 'Best in every mode.',
          'S+': 'Strong almost anywhere.',
        },
        equipmentSlots: ['Ring', 'Weapon'],
      },
      2,
    );
    expect(within(form).getByLabelText('S+')).toHaveValue('Strong almost anywhere.');

    // The next save is on the version this one made.
    await user.clear(within(form).getByLabelText('Meta'));
    await user.click(within(form).getByRole('button', { name: 'Save legend' }));
    await waitFor(() =>
      expect(saveSite).toHaveBeenLastCalledWith(
        expect.objectContaining({
          tierLegend: expect.objectContaining({ Meta: '', 'S+': 'Strong almost anywhere.' }),
        }),
        3,
      ),
    );
  });

  it("refuses a line too long next to its tier, and shows the server's line messages there", async () => {
    const { saveSite } = withSettings(STORED);
    const { user, form } = await openEditor();
    const food = within(form).getByLabelText('Food');
    await user.click(food);
    await user.paste('x'.repeat(201));
    await user.click(within(form).getByRole('button', { name: 'Save legend' }));
    expect(food).toHaveAccessibleDescription('At most 200 characters.');
    expect(saveSite).not.toHaveBeenCalled();

    // Keyed as our server keys it, by the body's part (the Firebase adapter leaves `settings.` out).
    saveSite.mockRejectedValueOnce(
      new BackendError('invalid', 'settings.tierLegend.A: Not allowed.', {
        'settings.tierLegend.A': 'Not allowed.',
      }),
    );
    await user.clear(food);
    await user.click(within(form).getByRole('button', { name: 'Save legend' }));
    expect(await within(form).findByText(/^Failed to save the tier legend:/)).toBeVisible();
    expect(within(form).getByLabelText('A')).toHaveAccessibleDescription('Not allowed.');
    expect(food).not.toHaveAttribute('aria-invalid');
  });

  it('after a conflict keeps the typing, then loads the newer settings and saves on them', async () => {
    const { saveSite, elsewhere } = withSettings(STORED);
    const { user, form } = await openEditor();
    elsewhere({
      communityUrl: 'https://new-chat.example.org',
      tierLegend: { ...emptyTierLegend(), B: 'Theirs.' },
    });
    await user.type(within(form).getByLabelText('C'), 'Mine.');
    await saveRefusedAsConflict(user, form, 'Save legend', 'Failed to save the tier legend');
    expect(within(form).getByLabelText('C')).toHaveValue('Mine.');

    await user.click(within(form).getByRole('button', { name: 'Load latest' }));
    await waitFor(() => expect(within(form).getByLabelText('B')).toHaveValue('Theirs.'));
    expect(within(form).getByLabelText('C')).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Save legend' }));
    expect(await screen.findByText('Tier legend saved.')).toBeVisible();
    expect(saveSite).toHaveBeenLastCalledWith(
      expect.objectContaining({ communityUrl: 'https://new-chat.example.org' }),
      3,
    );
  });

  it('compares an earlier version with the whole of the current settings, slots included', async () => {
    const earlier = { ...storedSiteSettings(STORED), communityUrl: 'https://old.example.org' };
    withSettings(STORED, siteRevisions(storedSiteSettings(STORED), earlier));
    const { user, form } = await openEditor();
    expect(await fieldsChangedSinceEarlier(user, form)).toEqual(['Community chat link']);
  });

  it('opens the history of the site settings once they have a version', async () => {
    withSettings(STORED);
    const { user, form } = await openEditor();
    await user.click(within(form).getByRole('button', { name: 'History of the site settings' }));
    expect(
      await screen.findByRole('dialog', { name: 'History of the site settings' }),
    ).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors';
import { MEDIA_SLOTS, type MediaSlot } from '../../domain/media';
import { createFakeAuth, createFakeBackend, makeUser } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';

const slots: MediaSlot[] = MEDIA_SLOTS.map((slot) => ({
  ...slot,
  imageUrl: `/api/media/placeholder/${slot.id}.svg`,
  isPlaceholder: true,
  updatedAt: null,
  version: 0,
}));

// The test DOM cannot make object URLs; the preview only needs an address to show.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function backendFor(admin: boolean) {
  const backend = createFakeBackend(
    createFakeAuth({ initialUser: admin ? makeUser({ isAdmin: true }) : null }),
  );
  backend.media.listSlots = async () => slots;
  return backend;
}

describe('UpgradeRequirementsPage', () => {
  it('offers the sixteen charts and opens one in a modal', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/upgraderequirement', backend: backendFor(false) });
    const page = within(screen.getByRole('main'));
    const buttons = await page.findAllByRole('button', { name: /^[A-Z][a-z]+( Gear| Star)?$/ });
    expect(buttons.map((button) => button.textContent)).toEqual(
      MEDIA_SLOTS.filter((slot) => slot.group === 'upgrade').map((slot) => slot.label),
    );
    await user.click(screen.getByRole('button', { name: 'Star Gear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Star Gear' });
    // Without an image yet, the page draws the placeholder in the theme's colours (jsdom lays
    // nothing out, so the viewer never measures and shows it: browser tests do).
    const placeholder = within(dialog).getByLabelText('Star Gear');
    expect(placeholder).toHaveAttribute('role', 'img');
    expect(placeholder).toHaveTextContent('Star GearImage coming soon');
    expect(screen.queryByLabelText(/Replace image/)).toBeNull();
  });

  it("opens an uploaded chart's image", async () => {
    const user = userEvent.setup();
    const backend = backendFor(false);
    backend.media.listSlots = async () =>
      slots.map((slot) =>
        slot.id === 'upgrade-pet'
          ? { ...slot, imageUrl: '/files/media/1-pet.png', isPlaceholder: false }
          : slot,
      );
    renderApp({ path: '/upgraderequirement', backend });
    await user.click(await screen.findByRole('button', { name: 'Pet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pet' });
    expect(within(dialog).getByAltText('Pet')).toHaveAttribute('src', '/files/media/1-pet.png');
  });

  it('lets an admin replace an image: upload to media, then set the slot on its version', async () => {
    const user = userEvent.setup();
    const backend = backendFor(true);
    backend.files.upload = vi.fn(async (_file, options) => {
      options.onProgress?.(100);
      return {
        path: 'media/1-valid.png',
        url: '/files/media/1-valid.png',
        thumbnailUrl: '/files/media/1-valid.png?thumb=1',
        contentType: 'image/png',
        size: 3,
      };
    });
    backend.media.setSlotImage = vi.fn(async (slotId, imagePath, version) => ({
      ...slots.find((slot) => slot.id === slotId)!,
      imageUrl: `/files/${imagePath}`,
      isPlaceholder: false,
      version: version + 1,
    }));
    renderApp({ path: '/upgraderequirement', backend });
    const input = await screen.findByLabelText('Replace image: Pet');
    await user.upload(input, new File(['png'], 'pet.png', { type: 'image/png' }));
    // Nothing is sent until the admin has compared the images and confirmed.
    const preview = await screen.findByRole('dialog', { name: 'Replace the Pet image?' });
    expect(within(preview).getByRole('img', { name: 'New Pet image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(within(preview).getByText('Current image')).toBeVisible();
    expect(backend.files.upload).not.toHaveBeenCalled();
    await user.click(within(preview).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('The Pet image was replaced.')).toBeVisible();
    expect(backend.files.upload).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ folder: 'media' }),
    );
    expect(backend.media.setSlotImage).toHaveBeenCalledWith('upgrade-pet', 'media/1-valid.png', 0);
  });

  it('leaves the image alone when the admin cancels the preview', async () => {
    const user = userEvent.setup();
    const backend = backendFor(true);
    backend.files.upload = vi.fn();
    renderApp({ path: '/upgraderequirement', backend });
    const input = await screen.findByLabelText('Replace image: Pet');
    await user.upload(input, new File(['png'], 'pet.png', { type: 'image/png' }));
    const preview = await screen.findByRole('dialog', { name: 'Replace the Pet image?' });
    await user.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.files.upload).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the file is not an image", async () => {
    const user = userEvent.setup();
    const backend = backendFor(true);
    backend.files.upload = async () => {
      throw new BackendError('invalid', 'Not a valid image: only PNG files are accepted.');
    };
    renderApp({ path: '/upgraderequirement', backend });
    const input = await screen.findByLabelText('Replace image: Codex');
    await user.upload(input, new File(['<svg/>'], 'x.png', { type: 'image/png' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Upload failed: Not a valid image: only PNG files are accepted.',
    );
    expect(input).toHaveAccessibleDescription(/Not a valid image/);
  });

  it.each(['/upgraderequirement', '/talisman'])(
    'shows a load failure on %s with a Retry button that asks again',
    async (path) => {
      const backend = backendFor(false);
      backend.media.listSlots = vi
        .fn()
        .mockRejectedValueOnce(new BackendError('unavailable', 'The server is down.'))
        .mockResolvedValue(slots);
      renderApp({ path, backend });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to load the images: The server is down.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
      expect(backend.media.listSlots).toHaveBeenCalledTimes(2);
    },
  );
});

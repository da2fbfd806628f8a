import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../../backend/contract';
import { BackendError, conflict } from '../../../domain/errors';
import type { GameMode } from '../../../domain/gameMode';
import type { Hero, HeroInput } from '../../../domain/hero';
import { createFakeAuth, createFakeBackend, makeUser } from '../../../test/fakeBackend';
import { fakeUploads, pngFile, storedFile } from '../../../test/fakeFiles';
import { LAZY, renderApp } from '../../../test/renderApp';
import { testSkill } from '../../../../tests/support/heroInput';
import { makeHero } from '../../../test/makeHero';
import { NO_MODES_TEXT } from './HeroRatingsField';
import { makeGameMode } from '../../../test/makeGameMode';

// jsdom does not lay pages out, so it has no scrollIntoView; the form calls it when it opens.
// The admin tools are a lazy chunk: importing it once here keeps that out of the first test's time.
beforeAll(async () => {
  Element.prototype.scrollIntoView = vi.fn();
  await import('./HeroAdminTools');
});

const STORED = storedFile('heroes/1-a.png');

function adminBackend(heroes: Hero[] = []): Backend {
  const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser() }));
  backend.heroes.list = vi.fn(async () => heroes);
  fakeUploads(backend, STORED);
  return backend;
}

async function openAddForm(backend: Backend) {
  renderApp({ path: '/heroes', backend });
  await userEvent.click(await screen.findByRole('button', { name: 'Add New Hero' }, LAZY));
  return screen.getByRole('form', { name: 'Add New Hero' });
}

async function fillRequired(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText('Name'), 'New One');
  await userEvent.type(within(form).getByLabelText('Tier'), 'SS');
  await userEvent.type(within(form).getByLabelText('Description'), 'Fresh.');
}

describe('the add-hero form', () => {
  it('starts with 4 talisman slots and one of each other list; − removes the first entry', async () => {
    const form = await openAddForm(adminBackend());
    const talisman = within(form).getByRole('group', { name: 'Recommended Talisman' });
    expect(within(talisman).getAllByRole('textbox')).toHaveLength(4);
    const pet = within(form).getByRole('group', { name: 'Recommended Pet' });
    expect(within(pet).getAllByRole('textbox')).toHaveLength(1);

    await userEvent.type(within(pet).getByLabelText('Recommended Pet 1'), 'Fox');
    await userEvent.click(within(pet).getByRole('button', { name: 'Add Recommended Pet entry' }));
    await userEvent.type(within(pet).getByLabelText('Recommended Pet 2'), 'Pup');
    const removeFirst = within(pet).getByRole('button', {
      name: 'Remove first Recommended Pet entry',
    });
    await userEvent.click(removeFirst);
    expect(
      within(pet)
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Pup']);
    await userEvent.click(removeFirst);
    expect(
      within(pet)
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['']);
  });

  it('accepts only images, and refuses anything else before uploading', async () => {
    const backend = adminBackend();
    const form = await openAddForm(backend);
    const input = within(form).getByLabelText('Image');
    expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(within(form).getByRole('alert')).toHaveTextContent(/Only image files can be used/);
    expect(backend.files.upload).not.toHaveBeenCalled();
  });

  it('uploads first, then creates the hero with the stored path, then closes and resets', async () => {
    const backend = adminBackend();
    const created: HeroInput[] = [];
    backend.heroes.create = vi.fn(async (input: HeroInput) => {
      created.push(input);
      return makeHero({ ...input, id: 'new' });
    });
    const form = await openAddForm(backend);
    await fillRequired(form);
    await userEvent.type(within(form).getByLabelText('Recommended Talisman 2'), ' Sigil ');
    await userEvent.upload(within(form).getByLabelText('Image'), pngFile());
    await userEvent.click(within(form).getByRole('button', { name: 'Add Hero' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(created[0]).toMatchObject({
      name: 'New One',
      tier: 'SS',
      description: 'Fresh.',
      recommendedTalisman: ['Sigil'],
      recommendedPet: [],
      imagePath: STORED.path,
    });
    expect(await screen.findByText('Hero added successfully!')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add New Hero' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it.each([
    [
      'a refused upload, with the reason',
      async () => {
        throw new BackendError('invalid', 'Not a valid image: the file is damaged or incomplete.');
      },
      'Upload failed. Please try again. Not a valid image: the file is damaged or incomplete.',
    ],
    [
      'an answer without a url',
      async () => ({ ...STORED, url: '' }),
      'Failed to get image URL. Please try again.',
    ],
    [
      'an upload that cannot start',
      () => {
        throw new TypeError('no network stack');
      },
      'Failed to start upload. Please try again.',
    ],
  ])('shows the documented text for %s and keeps the typing', async (_, upload, message) => {
    const backend = adminBackend();
    backend.files.upload = vi.fn(upload) as unknown as Backend['files']['upload'];
    backend.heroes.create = vi.fn();
    const form = await openAddForm(backend);
    await fillRequired(form);
    await userEvent.upload(within(form).getByLabelText('Image'), pngFile());
    await userEvent.click(within(form).getByRole('button', { name: 'Add Hero' }));
    expect(await within(form).findByText(message)).toBeVisible();
    expect(backend.heroes.create).not.toHaveBeenCalled();
    expect(within(form).getByLabelText('Name')).toHaveValue('New One');
  });

  it('requires an image when adding, says so next to the field, and sends nothing', async () => {
    const backend = adminBackend();
    backend.heroes.create = vi.fn();
    const form = await openAddForm(backend);
    await fillRequired(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Add Hero' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('An image is required.');
    expect(within(form).getByLabelText('Image')).toHaveAccessibleDescription(
      'An image is required.',
    );
    expect(backend.files.upload).not.toHaveBeenCalled();
    expect(backend.heroes.create).not.toHaveBeenCalled();
  });

  it("checks the write with the server's rules before uploading anything", async () => {
    const backend = adminBackend();
    backend.heroes.create = vi.fn();
    const form = await openAddForm(backend);
    await fillRequired(form);
    await userEvent.clear(within(form).getByLabelText('Name'));
    await userEvent.type(within(form).getByLabelText('Name'), '   ');
    await userEvent.type(within(form).getByLabelText('ATK'), 'x'.repeat(41));
    await userEvent.upload(within(form).getByLabelText('Image'), pngFile());
    await userEvent.click(within(form).getByRole('button', { name: 'Add Hero' }));
    expect(await within(form).findByText('Name is required.')).toBeVisible();
    expect(within(form).getByLabelText('ATK')).toHaveAccessibleDescription(
      'At most 40 characters.',
    );
    expect(backend.files.upload).not.toHaveBeenCalled();
    expect(backend.heroes.create).not.toHaveBeenCalled();
  });

  it('removes the uploaded image when the hero write fails, and shows field errors', async () => {
    const backend = adminBackend();
    backend.heroes.create = vi.fn(async () => {
      throw new BackendError('invalid', 'name: Name is required.', { name: 'Name is required.' });
    });
    const form = await openAddForm(backend);
    await fillRequired(form);
    await userEvent.upload(within(form).getByLabelText('Image'), pngFile());
    await userEvent.click(within(form).getByRole('button', { name: 'Add Hero' }));
    expect(
      await within(form).findByText('Failed to add hero: name: Name is required.'),
    ).toBeVisible();
    expect(within(form).getByText('Name is required.')).toBeVisible();
    expect(backend.files.remove).toHaveBeenCalledWith(STORED.path);
    expect(within(form).getByLabelText('Description')).toHaveValue('Fresh.');
  });
});

describe('editing a hero', () => {
  it('saves with the version it was based on, keeping the image when none is chosen', async () => {
    const hero = makeHero({
      name: 'Mo',
      imagePath: 'heroes/0-mo.png',
      version: 3,
      recommendedRune: [],
    });
    const backend = adminBackend([hero]);
    backend.heroes.update = vi.fn(async (_id, input) => ({ ...hero, ...input, version: 4 }));
    renderApp({ path: '/heroes', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Mo' }, LAZY));
    const form = screen.getByRole('form', { name: 'Edit Mo' });
    expect(within(form).getByLabelText('Recommended Rune 1')).toHaveValue('');
    await userEvent.clear(within(form).getByLabelText('ATK'));
    await userEvent.type(within(form).getByLabelText('ATK'), '999');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(backend.heroes.update).toHaveBeenCalledWith(
      hero.id,
      expect.objectContaining({
        imagePath: 'heroes/0-mo.png',
        stats: expect.objectContaining({ ATK: '999' }),
      }),
      3,
    );
    expect(backend.files.upload).not.toHaveBeenCalled();
  });

  it('on a conflict keeps the typing, explains, and can load the latest version', async () => {
    const hero = makeHero({ name: 'Mo', version: 1, buildNotes: '<p>Old notes</p>' });
    const latest = makeHero({
      name: 'Mo (theirs)',
      id: hero.id,
      version: 2,
      buildNotes: '<p>Their notes</p>',
    });
    const backend = adminBackend([hero]);
    backend.heroes.update = vi.fn(async () => {
      throw conflict('This hero');
    });
    backend.heroes.get = vi.fn(async () => latest);
    renderApp({ path: '/heroes', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Mo' }, LAZY));
    const form = screen.getByRole('form', { name: 'Edit Mo' });
    await userEvent.type(within(form).getByLabelText('Description'), ' Mine.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(form).findByText(
        /^Failed to update hero: This hero was changed by someone else/,
      ),
    ).toBeVisible();
    expect(within(form).getByLabelText('Description')).toHaveValue('Mo is a test hero. Mine.');

    await userEvent.click(within(form).getByRole('button', { name: 'Load latest' }));
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('Mo (theirs)'));
    expect(within(form).queryByRole('button', { name: 'Load latest' })).toBeNull();
    // The build notes' editor shows their notes too, not the ones the form opened with.
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Build notes' })).toHaveTextContent(
        'Their notes',
      ),
    );
  });

  it("shows a refused update's field messages next to their fields", async () => {
    const hero = makeHero({ name: 'Mo' });
    const backend = adminBackend([hero]);
    backend.heroes.update = vi.fn(async () => {
      throw new BackendError('invalid', 'hero.stats.HP: At most 40 characters.', {
        'hero.stats.HP': 'At most 40 characters.',
        'hero.recommendedPet.1': 'At most 120 characters.',
      });
    });
    renderApp({ path: '/heroes', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Mo' }, LAZY));
    const form = screen.getByRole('form', { name: 'Edit Mo' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(form).findByText('Failed to update hero: hero.stats.HP: At most 40 characters.'),
    ).toBeVisible();
    expect(within(form).getByLabelText('HP')).toHaveAccessibleDescription('At most 40 characters.');
    const pets = within(form).getByRole('group', { name: 'Recommended Pet' });
    expect(within(pets).getByText('At most 120 characters.')).toBeVisible();
    expect(within(form).queryByRole('button', { name: 'Load latest' })).toBeNull();
  });

  it('Cancel closes the form without saving', async () => {
    const backend = adminBackend([makeHero({ name: 'Mo' })]);
    backend.heroes.update = vi.fn();
    renderApp({ path: '/heroes', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Mo' }, LAZY));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(backend.heroes.update).not.toHaveBeenCalled();
  });
});

describe('deleting a hero', () => {
  it('asks first, then deletes and says so; a failure says why', async () => {
    const backend = adminBackend([makeHero({ name: 'Mo' })]);
    backend.heroes.remove = vi
      .fn()
      .mockRejectedValueOnce(new BackendError('forbidden', 'Only admins may do this.'))
      .mockResolvedValue(undefined);
    renderApp({ path: '/heroes', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mo' }, LAZY));
    expect(await screen.findByText('Are you sure you want to delete Mo?')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete hero: Only admins may do this.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Mo' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Hero deleted successfully!')).toBeVisible();
    expect(backend.heroes.remove).toHaveBeenCalledTimes(2);
  });
});

describe('ratings per game mode', () => {
  const mode = (id: string, name: string, position: number) => makeGameMode(name, { id, position });
  const LIVE = [mode('arena', 'Arena', 0), mode('boss', 'Guild Boss', 1)];

  async function openEdit(hero: Hero, modes: GameMode[] = LIVE) {
    const backend = adminBackend([hero]);
    backend.modes.list = vi.fn(async () => modes);
    backend.heroes.update = vi.fn(async (_id, input) => ({ ...hero, ...input, version: 2 }));
    renderApp({ path: '/heroes', backend });
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${hero.name}` }, LAZY));
    const form = screen.getByRole('form', { name: `Edit ${hero.name}` });
    const ratings = within(form).getByRole('group', { name: 'Ratings per game mode' });
    return { backend, form, ratings };
  }

  it('rates the hero in each live mode and keeps the ratings of modes not live', async () => {
    const hero = makeHero({
      name: 'Mo',
      ratings: [
        { mode: 'arena', tier: 'S', reason: 'Fast.' },
        // A mode in the trash: not shown, and saved back as it is.
        { mode: 'old', tier: 'A', reason: 'Gone now.' },
      ],
    });
    const { backend, form, ratings } = await openEdit(hero);
    const arena = await within(ratings).findByLabelText('Arena');
    expect(arena).toHaveValue('S');
    expect(arena).toHaveAttribute('list', 'hero-tier-options');
    expect(within(ratings).getByLabelText('Reason in Arena')).toHaveValue('Fast.');
    expect(within(ratings).getByLabelText('Guild Boss')).toHaveValue('');
    expect(within(ratings).queryByDisplayValue('Gone now.')).toBeNull();

    await userEvent.clear(arena);
    await userEvent.type(arena, 'ss');
    await userEvent.type(within(ratings).getByLabelText('Reason in Guild Boss'), ' Hits hard. ');
    await userEvent.type(within(ratings).getByLabelText('Guild Boss'), 'a+');
    expect(within(ratings).getByLabelText('Reason in Guild Boss')).toHaveAccessibleDescription(
      '10 of 200 characters',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(backend.heroes.update).toHaveBeenCalledWith(
      hero.id,
      expect.objectContaining({
        ratings: [
          { mode: 'arena', tier: 'SS', reason: 'Fast.' },
          { mode: 'old', tier: 'A', reason: 'Gone now.' },
          { mode: 'boss', tier: 'A+', reason: 'Hits hard.' },
        ],
      }),
      hero.version,
    );
  });

  it("refuses a reason without a tier on the mode's own row, and sends nothing", async () => {
    const hero = makeHero({ name: 'Mo', ratings: [{ mode: 'arena', tier: 'S', reason: '' }] });
    const { backend, form, ratings } = await openEdit(hero);
    // Arena emptied is left out of the write, so the write's first rating is Guild Boss's.
    await userEvent.clear(await within(ratings).findByLabelText('Arena'));
    await userEvent.type(within(ratings).getByLabelText('Reason in Guild Boss'), 'Why not.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(ratings).findByText('A reason needs a tier.')).toBeVisible();
    expect(within(ratings).getByLabelText('Guild Boss')).toHaveAccessibleDescription(
      'A reason needs a tier.',
    );
    expect(within(ratings).getByLabelText('Arena')).not.toHaveAttribute('aria-invalid');
    expect(backend.heroes.update).not.toHaveBeenCalled();
  });

  it("shows a refused save's rating messages on the right row", async () => {
    const hero = makeHero({
      name: 'Mo',
      ratings: [
        { mode: 'old', tier: 'A', reason: '' },
        { mode: 'boss', tier: 'B', reason: 'Slow.' },
      ],
    });
    const { backend, form, ratings } = await openEdit(hero);
    backend.heroes.update = vi.fn(async () => {
      throw new BackendError('invalid', 'hero.ratings.1.reason: Not allowed here.', {
        'hero.ratings.1.reason': 'Not allowed here.',
      });
    });
    await within(ratings).findByLabelText('Arena');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(form).findByText(
        'Failed to update hero: hero.ratings.1.reason: Not allowed here.',
      ),
    ).toBeVisible();
    expect(within(ratings).getByLabelText('Reason in Guild Boss')).toHaveAccessibleDescription(
      expect.stringContaining('Not allowed here.'),
    );
    expect(within(ratings).getByLabelText('Reason in Arena')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a message about the ratings as a whole under them', async () => {
    const { backend, form, ratings } = await openEdit(makeHero({ name: 'Mo' }));
    backend.heroes.update = vi.fn(async () => {
      throw new BackendError('invalid', 'hero.ratings: At most 50 ratings.', {
        'hero.ratings': 'At most 50 ratings.',
      });
    });
    await within(ratings).findByLabelText('Arena');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(ratings).findByText('At most 50 ratings.')).toBeVisible();
  });

  it('says how to add game modes when there are none, and keeps the ratings it has', async () => {
    const hero = makeHero({ name: 'Mo', ratings: [{ mode: 'old', tier: 'A', reason: 'Kept.' }] });
    const { backend, form, ratings } = await openEdit(hero, []);
    expect(await within(ratings).findByText(NO_MODES_TEXT)).toBeVisible();
    expect(within(ratings).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(backend.heroes.update).toHaveBeenCalled());
    expect(backend.heroes.update).toHaveBeenCalledWith(
      hero.id,
      expect.objectContaining({ ratings: [{ mode: 'old', tier: 'A', reason: 'Kept.' }] }),
      hero.version,
    );
  });
});

describe('skills', () => {
  const arc = testSkill();

  async function openEdit(hero: Hero) {
    const backend = adminBackend([hero]);
    backend.heroes.update = vi.fn(async (_id, input) => ({ ...hero, ...input, version: 2 }));
    renderApp({ path: '/heroes', backend });
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${hero.name}` }, LAZY));
    const form = screen.getByRole('form', { name: `Edit ${hero.name}` });
    const skills = within(form).getByRole('group', { name: 'Skills' });
    return { backend, form, skills };
  }

  const skillNames = (skills: HTMLElement) =>
    within(skills)
      .queryAllByLabelText(/^Name of skill/)
      .map((input) => (input as HTMLInputElement).value);

  it('adds skills with their kind suggested, moves one up, removes one, and saves them in order', async () => {
    const { backend, form, skills } = await openEdit(makeHero({ name: 'Mo', skills: [arc] }));
    expect(skillNames(skills)).toEqual(['Blazing Arc']);
    expect(within(skills).getByLabelText('Kind of skill 1')).toHaveAttribute(
      'list',
      'hero-skill-kinds',
    );
    expect(
      [...document.querySelectorAll('#hero-skill-kinds option')].map((option) =>
        option.getAttribute('value'),
      ),
    ).toEqual(['Active', 'Passive', 'Ultimate']);
    expect(
      await within(skills).findByRole('textbox', { name: 'Description of skill 1' }),
    ).toHaveTextContent('Fire.');

    // A new skill's name takes the focus.
    await userEvent.click(within(skills).getByRole('button', { name: 'Add skill' }));
    expect(within(skills).getByLabelText('Name of skill 2')).toHaveFocus();
    await userEvent.type(within(skills).getByLabelText('Name of skill 2'), 'Dawn Ward');
    await userEvent.type(within(skills).getByLabelText('Kind of skill 2'), 'Passive');
    await userEvent.click(within(skills).getByRole('button', { name: 'Add upgrade to skill 2' }));
    await userEvent.type(within(skills).getByLabelText('Level of upgrade 1 of skill 2'), 'Lv 2');
    await userEvent.type(
      within(skills).getByLabelText('Effect of upgrade 1 of skill 2'),
      'Shields allies.',
    );
    await userEvent.click(within(skills).getByRole('button', { name: 'Add skill' }));
    await userEvent.type(within(skills).getByLabelText('Name of skill 3'), 'Sun Nova');
    await userEvent.type(within(skills).getByLabelText('Kind of skill 3'), 'Ultimate');

    // The first skill cannot go up, the last cannot go down.
    expect(within(skills).getByRole('button', { name: 'Move Blazing Arc up' })).toBeDisabled();
    expect(within(skills).getByRole('button', { name: 'Move Sun Nova down' })).toBeDisabled();
    await userEvent.click(within(skills).getByRole('button', { name: 'Move Dawn Ward up' }));
    expect(skillNames(skills)).toEqual(['Dawn Ward', 'Blazing Arc', 'Sun Nova']);
    // Dawn Ward is first now: the focus stays on it, on the button that still moves it.
    expect(within(skills).getByRole('button', { name: 'Move Dawn Ward down' })).toHaveFocus();
    expect(within(skills).getByRole('group', { name: 'Skill 1: Dawn Ward' })).toBeVisible();
    expect(within(skills).getByLabelText('Level of upgrade 1 of skill 1')).toHaveValue('Lv 2');

    await userEvent.click(within(skills).getByRole('button', { name: 'Remove Sun Nova' }));
    expect(skillNames(skills)).toEqual(['Dawn Ward', 'Blazing Arc']);
    expect(within(skills).getByRole('button', { name: 'Add skill' })).toHaveFocus();

    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(backend.heroes.update).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({
        skills: [
          {
            name: 'Dawn Ward',
            kind: 'Passive',
            cooldown: '',
            description: '',
            upgrades: [{ level: 'Lv 2', effect: 'Shields allies.' }],
          },
          arc,
        ],
      }),
      1,
    );
  });

  it('moves with the keyboard, the focus following the skill down the list', async () => {
    const ward = { ...arc, name: 'Dawn Ward' };
    const { skills } = await openEdit(makeHero({ name: 'Mo', skills: [arc, ward] }));
    within(skills).getByRole('button', { name: 'Move Blazing Arc down' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(skillNames(skills)).toEqual(['Dawn Ward', 'Blazing Arc']);
    expect(within(skills).getByRole('button', { name: 'Move Blazing Arc up' })).toHaveFocus();
  });

  it('refuses a skill named like another before sending, on the skill that repeats it', async () => {
    const { backend, form, skills } = await openEdit(
      makeHero({ name: 'Mo', skills: [arc, { ...arc, name: 'blazing  ARC', upgrades: [] }] }),
    );
    await userEvent.click(within(skills).getByRole('button', { name: 'Add upgrade to skill 1' }));
    await userEvent.type(within(skills).getByLabelText('Effect of upgrade 2 of skill 1'), 'More.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(skills).findByText('Each skill needs a name of its own.')).toBeVisible();
    expect(within(skills).getByLabelText('Name of skill 2')).toHaveAccessibleDescription(
      'Each skill needs a name of its own.',
    );
    expect(within(skills).getByLabelText('Name of skill 1')).not.toHaveAttribute('aria-invalid');
    expect(
      within(skills).getByLabelText('Level of upgrade 2 of skill 1'),
    ).toHaveAccessibleDescription('An upgrade needs a level.');
    expect(backend.heroes.update).not.toHaveBeenCalled();
  });

  it("shows a refused save's skill messages on their fields, and one about the list under it", async () => {
    const { backend, form, skills } = await openEdit(makeHero({ name: 'Mo', skills: [arc, arc] }));
    backend.heroes.update = vi.fn(async () => {
      throw new BackendError('invalid', 'hero.skills.1.description: Too long once cleaned.', {
        'hero.skills.1.description': 'Too long once cleaned.',
        'hero.skills.0.upgrades.0.effect': 'Not allowed here.',
        'hero.skills': 'At most 8 skills.',
      });
    });
    // Two skills of one name would be refused before sending: the second is renamed.
    await userEvent.clear(within(skills).getByLabelText('Name of skill 2'));
    await userEvent.type(within(skills).getByLabelText('Name of skill 2'), 'Dawn Ward');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(skills).findByText('Too long once cleaned.')).toBeVisible();
    const second = within(skills).getByRole('group', { name: 'Skill 2: Dawn Ward' });
    expect(within(second).getByText('Too long once cleaned.')).toBeVisible();
    expect(
      within(skills).getByLabelText('Effect of upgrade 1 of skill 1'),
    ).toHaveAccessibleDescription('Not allowed here.');
    expect(within(skills).getByText('At most 8 skills.')).toBeVisible();
  });

  it('offers no more than 8 skills, and focuses "Add skill" once one is removed', async () => {
    const many = Array.from({ length: 8 }, (_, n) => ({ ...arc, name: `Skill ${n}` }));
    const { skills } = await openEdit(makeHero({ name: 'Mo', skills: many }));
    expect(within(skills).getByRole('button', { name: 'Add skill' })).toBeDisabled();
    expect(within(skills).getByText('A hero has at most 8 skills.')).toBeVisible();
    // Removing one makes room: the focus goes to "Add skill", enabled again.
    await userEvent.click(within(skills).getByRole('button', { name: 'Remove Skill 7' }));
    expect(within(skills).getByRole('button', { name: 'Add skill' })).toBeEnabled();
    expect(within(skills).getByRole('button', { name: 'Add skill' })).toHaveFocus();
  });
});

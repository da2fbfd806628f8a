import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { conflict, invalid } from '../../../domain/errors';
import { HERO_IN_TEAM_TWICE, type Team, type TeamInput } from '../../../domain/team';
import { createFakeAuth, createFakeBackend, makeUser } from '../../../test/fakeBackend';
import { makeGameMode } from '../../../test/makeGameMode';
import { makeHero } from '../../../test/makeHero';
import { makeTeam, member } from '../../../test/makeTeam';
import { renderApp } from '../../../test/renderApp';

// jsdom does not lay pages out, so it has no scrollIntoView; the form calls it when it opens.
// The form is a lazy chunk: importing it once here keeps that out of the first test's time.
beforeAll(async () => {
  Element.prototype.scrollIntoView = vi.fn();
  await import('./TeamsAdminTools');
});

const heroes = ['Aurelia', 'Borin', 'Cass', 'Dax', 'Elin', 'Fenn'].map((name) =>
  makeHero({ name }),
);

function adminBackend(teams: Team[] = []) {
  const backend = createFakeBackend(createFakeAuth({ initialUser: makeUser({ isAdmin: true }) }));
  backend.teams.list = async () => teams;
  backend.heroes.list = async () => heroes;
  backend.modes.list = async () => [makeGameMode('Arena'), makeGameMode('Campaign')];
  return backend;
}

async function openAddForm(backend = adminBackend()) {
  const view = renderApp({ path: '/teams', backend });
  await userEvent.click(await screen.findByRole('button', { name: 'Add team' }));
  const form = await screen.findByRole('form', { name: 'New team' });
  return { ...view, form: within(form) };
}

type Form = Awaited<ReturnType<typeof openAddForm>>['form'];

/** The member fieldsets, in order. */
const membersOf = (form: Form) =>
  form.getAllByRole('group', { name: /^Member \d$/ }).map((group) => within(group));

const chosenHeroes = (form: Form) =>
  membersOf(form).map((one) => {
    const select = one.getByRole('combobox', { name: 'Hero' }) as HTMLSelectElement;
    return select.selectedOptions[0]?.textContent;
  });

async function chooseHeroes(form: Form, names: string[]) {
  const members = membersOf(form);
  for (const [index, name] of names.entries()) {
    await userEvent.selectOptions(members[index]!.getByRole('combobox', { name: 'Hero' }), name);
  }
}

describe('the team form', () => {
  it('keeps 3 to 5 members and at most 3 substitutes a member', async () => {
    const { form } = await openAddForm();
    expect(membersOf(form)).toHaveLength(3);
    expect(form.getByRole('button', { name: 'Remove member 1' })).toBeDisabled();
    const add = form.getByRole('button', { name: 'Add member' });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(membersOf(form)).toHaveLength(5);
    expect(add).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: 'Remove member 5' }));
    expect(membersOf(form)).toHaveLength(4);
    expect(add).toBeEnabled();

    const addSubstitute = form.getByRole('button', { name: 'Add a substitute for member 1' });
    for (let i = 0; i < 3; i += 1) await userEvent.click(addSubstitute);
    expect(membersOf(form)[0]!.getAllByRole('combobox', { name: /^Substitute/ })).toHaveLength(3);
    expect(addSubstitute).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: 'Remove substitute 2 of member 1' }));
    expect(membersOf(form)[0]!.getAllByRole('combobox', { name: /^Substitute/ })).toHaveLength(2);
    expect(addSubstitute).toBeEnabled();
  });

  it('moves a member up and down, keeping its fields, the focus and the message about it', async () => {
    const { form } = await openAddForm();
    await chooseHeroes(form, ['Aurelia', 'Borin', 'Aurelia']);
    await userEvent.type(membersOf(form)[1]!.getByRole('textbox', { name: 'Role note' }), 'Tank');
    await userEvent.click(form.getByRole('button', { name: 'Add team' }));
    expect(membersOf(form)[2]!.getByText(HERO_IN_TEAM_TWICE)).toBeVisible();

    await userEvent.click(form.getByRole('button', { name: 'Move Borin up' }));
    expect(chosenHeroes(form)).toEqual(['Borin', 'Aurelia', 'Aurelia']);
    expect(membersOf(form)[0]!.getByRole('textbox', { name: 'Role note' })).toHaveValue('Tank');
    // At the top it cannot go further up: the focus goes to its other move.
    expect(form.getByRole('button', { name: 'Move Borin down' })).toHaveFocus();
    expect(form.getByRole('button', { name: 'Move Borin up' })).toBeDisabled();
    expect(screen.getByText('Borin moved to place 1 of 3.')).toBeInTheDocument();

    // The keyboard moves it too; the message stays with the member it is about.
    const lastDown = membersOf(form)[1]!.getByRole('button', { name: 'Move Aurelia down' });
    lastDown.focus();
    await userEvent.keyboard('{Enter}');
    // The first Aurelia went down past the second, whose message moved up with it.
    expect(membersOf(form)[2]!.queryByText(HERO_IN_TEAM_TWICE)).toBeNull();
    expect(membersOf(form)[1]!.getByText(HERO_IN_TEAM_TWICE)).toBeVisible();
    expect(membersOf(form)[2]!.getByRole('button', { name: 'Move Aurelia up' })).toHaveFocus();
  });

  it('checks the team before sending it, with each message at its field', async () => {
    const backend = adminBackend();
    backend.teams.create = vi.fn();
    const { form } = await openAddForm(backend);
    await userEvent.click(form.getByRole('button', { name: 'Add team' }));
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is required.',
    );
    expect(form.getByRole('combobox', { name: 'Game mode' })).toHaveAccessibleDescription(
      'Choose a game mode.',
    );
    for (const one of membersOf(form)) {
      expect(one.getByRole('combobox', { name: 'Hero' })).toHaveAccessibleDescription(
        'Choose a hero.',
      );
    }
    expect(backend.teams.create).not.toHaveBeenCalled();
  });

  it('adds a team as typed, tags split at commas', async () => {
    const backend = adminBackend();
    backend.teams.create = vi.fn(async (input: TeamInput) => makeTeam(input.name, input));
    const { form } = await openAddForm(backend);
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), '  Dawn Burst ');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Game mode' }), 'Campaign');
    await chooseHeroes(form, ['Aurelia', 'Borin', 'Cass']);
    await userEvent.type(membersOf(form)[0]!.getByRole('textbox', { name: 'Role note' }), 'Damage');
    await userEvent.click(form.getByRole('button', { name: 'Add a substitute for Aurelia' }));
    await userEvent.selectOptions(
      membersOf(form)[0]!.getByRole('combobox', { name: 'Substitute 1' }),
      'Elin',
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Tags' }), 'PvP, , Fast, pvp');
    await userEvent.click(form.getByRole('button', { name: 'Add team' }));

    await waitFor(() => expect(backend.teams.create).toHaveBeenCalled());
    expect(backend.teams.create).toHaveBeenCalledWith({
      name: 'Dawn Burst',
      mode: 'campaign',
      members: [member('aurelia', 'Damage', ['elin']), member('borin'), member('cass')],
      notes: '',
      tags: ['PvP', 'Fast'],
    });
    expect(await screen.findByText('Team Dawn Burst added.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'New team' })).toBeNull();
  });

  it('shows the backend’s refusal at the field it names, keeping the typing', async () => {
    const backend = adminBackend();
    backend.teams.create = vi.fn(async () => {
      throw invalid('members.1.hero: This hero is not on the site.', {
        'members.1.hero': 'This hero is not on the site.',
      });
    });
    const { form } = await openAddForm(backend);
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Dawn Burst');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Game mode' }), 'Arena');
    await chooseHeroes(form, ['Aurelia', 'Borin', 'Cass']);
    await userEvent.click(form.getByRole('button', { name: 'Add team' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Failed to add the team: members.1.hero: This hero is not on the site.',
    );
    expect(membersOf(form)[1]!.getByRole('combobox', { name: 'Hero' })).toHaveAccessibleDescription(
      'This hero is not on the site.',
    );
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Dawn Burst');
  });

  it('edits a team with a removed hero, which it shows as such and lets the admin replace', async () => {
    const team = makeTeam('Slow Grind', {
      mode: 'campaign',
      members: [member('dax', 'Soaks hits'), member('ghost', 'Healer', ['elin']), member('borin')],
      tags: ['Budget'],
      version: 4,
    });
    const backend = adminBackend([team]);
    backend.teams.get = vi.fn(async () => team);
    backend.teams.update = vi.fn(async (_id: string, input: TeamInput) => ({
      ...team,
      ...input,
      version: 5,
    }));
    renderApp({ path: '/teams/slow-grind', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Slow Grind' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Slow Grind' }));
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Slow Grind');
    expect(form.getByRole('textbox', { name: 'Tags' })).toHaveValue('Budget');
    expect(chosenHeroes(form)).toEqual(['Dax', 'removed hero', 'Borin']);

    await userEvent.selectOptions(
      membersOf(form)[1]!.getByRole('combobox', { name: 'Hero' }),
      'Cass',
    );
    await userEvent.click(form.getByRole('button', { name: 'Save team' }));
    await waitFor(() => expect(backend.teams.update).toHaveBeenCalled());
    expect(backend.teams.update).toHaveBeenCalledWith(
      'slow-grind',
      expect.objectContaining({
        members: [member('dax', 'Soaks hits'), member('cass', 'Healer', ['elin']), member('borin')],
      }),
      4,
    );
    expect(await screen.findByText('Team Slow Grind saved.')).toBeVisible();
  });

  it('refuses a save over someone else’s newer version, and loads theirs on request', async () => {
    const team = makeTeam('Dawn Burst', { version: 2 });
    const theirs = { ...team, name: 'Dawn Burst II', version: 3 };
    const backend = adminBackend([team]);
    backend.teams.get = vi.fn().mockResolvedValueOnce(team).mockResolvedValue(theirs);
    backend.teams.update = vi.fn(async () => {
      throw conflict('This team');
    });
    renderApp({ path: '/teams/dawn-burst', backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Dawn Burst' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Dawn Burst' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), '!');
    await userEvent.click(form.getByRole('button', { name: 'Save team' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Failed to save the team: This team was changed by someone else',
    );
    await userEvent.click(form.getByRole('button', { name: 'Load latest' }));
    const latest = within(await screen.findByRole('form', { name: 'Edit Dawn Burst II' }));
    expect(latest.getByRole('textbox', { name: 'Name' })).toHaveValue('Dawn Burst II');
    expect(latest.queryByRole('alert')).toBeNull();
  });
});

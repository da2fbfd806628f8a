import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../domain/errors';
import { defaultGuildLevels } from '../../domain/guildTable';
import { createFakeBackend } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';

function backendWithTable() {
  const backend = createFakeBackend();
  backend.settings.getGuildTable = async () => ({
    levels: defaultGuildLevels(),
    updatedAt: null,
    version: 0,
  });
  return backend;
}

const figure = (testId: string) => screen.getByTestId(testId).textContent;

describe('GuildCalculatorPage', () => {
  it('works out 1 → 5 for 10 people donating twice: 2,750 points, 400 a day, 7 days', async () => {
    const { location } = renderApp({
      path: '/guild-calculator?people=10&donations=2&from=1&to=5',
      backend: backendWithTable(),
    });
    expect(await screen.findByTestId('points-needed')).toHaveTextContent('2,750');
    expect(figure('daily-points')).toBe('400');
    expect(figure('days-needed')).toBe('7');
    expect(screen.queryByText(/estimated/)).toBeNull();
    expect(screen.queryByTestId('estimate')).toBeNull();
    expect(figure('daily-breakdown')).toBe(
      '10 people × 2 donations × 20 points = 400 points a day',
    );

    await userEvent.selectOptions(screen.getByLabelText('Donations per person per day'), '5');
    expect(figure('days-needed')).toBe('3');
    expect(location().search).toBe('?people=10&donations=5&from=1&to=5');
  });

  it('raises the target with the current level and notes estimated values', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/guild-calculator?from=1&to=5', backend: backendWithTable() });
    const current = await screen.findByLabelText('Current level');
    await user.clear(current);
    await user.type(current, '7');
    expect(screen.getByLabelText('Target level')).toHaveValue(8);
    expect(await screen.findByText(/Includes estimated values for level 8/)).toBeVisible();
  });

  it('explains an invalid field next to it and shows no numbers', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/guild-calculator', backend: backendWithTable() });
    const people = await screen.findByLabelText('Number of people');
    await user.clear(people);
    await user.type(people, '0');
    expect(people).toHaveAccessibleDescription(
      'Number of people must be a whole number from 1 to 1000.',
    );
    expect(screen.queryByTestId('points-needed')).toBeNull();
    expect(screen.getByText('Fix the fields above to see the result.')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('says what a field takes when given a negative number', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/guild-calculator', backend: backendWithTable() });
    const people = await screen.findByLabelText('Number of people');
    await user.clear(people);
    await user.type(people, '-3');
    expect(people).toHaveAccessibleDescription(
      'Number of people must be a whole number from 1 to 1000.',
    );
  });

  it('marks a plan on estimated levels as an estimate and shows how the daily points come about', async () => {
    renderApp({
      path: '/guild-calculator?people=30&donations=5&from=1&to=50',
      backend: backendWithTable(),
    });
    expect(await screen.findByTestId('estimate')).toHaveTextContent(
      'Estimate: 43 of the 49 levels use estimated values.',
    );
    expect(figure('points-needed')).toBe('434,300');
    expect(figure('daily-breakdown')).toBe(
      '30 people × 5 donations × 20 points = 3,000 points a day',
    );
  });

  it('falls back to the defaults for invalid URL values', async () => {
    renderApp({
      path: '/guild-calculator?people=-4&donations=7&from=abc&to=99',
      backend: backendWithTable(),
    });
    expect(await screen.findByLabelText('Number of people')).toHaveValue(10);
    expect(screen.getByLabelText('Donations per person per day')).toHaveValue('2');
    expect(screen.getByLabelText('Current level')).toHaveValue(1);
    expect(screen.getByLabelText('Target level')).toHaveValue(5);
  });

  it('shows a load failure of the level table with a Retry button that asks again', async () => {
    const backend = backendWithTable();
    const loaded = backend.settings.getGuildTable;
    backend.settings.getGuildTable = vi
      .fn()
      .mockRejectedValueOnce(new BackendError('unavailable', 'The server is down.'))
      .mockImplementation(loaded);
    renderApp({ path: '/guild-calculator', backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the level table: The server is down.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('points-needed')).toBeVisible();
  });
});

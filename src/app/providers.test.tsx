import { act, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createFakeAuth, createFakeBackend, makeUser } from '../test/fakeBackend';
import { AppProviders } from './providers';
import { createQueryClient } from './queryClient';

describe('AppProviders', () => {
  it('refetches cached data when the signed-in user changes', async () => {
    const auth = createFakeAuth({});
    let fetches = 0;
    function Probe() {
      const query = useQuery({ queryKey: ['probe'], queryFn: async () => ++fetches });
      return <p>fetched {query.data ?? 0}</p>;
    }
    render(
      <AppProviders backend={createFakeBackend(auth)} queryClient={createQueryClient()}>
        <Probe />
      </AppProviders>,
    );
    expect(await screen.findByText('fetched 1')).toBeInTheDocument();

    act(() => auth.emit(makeUser()));
    expect(await screen.findByText('fetched 2')).toBeInTheDocument();
    act(() => auth.emit(null));
    expect(await screen.findByText('fetched 3')).toBeInTheDocument();
    await waitFor(() => expect(fetches).toBe(3));
  });
});

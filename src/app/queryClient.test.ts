import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient';

/** A query someone is looking at (only those refetch at once), counting its fetches. */
function watchedQuery(client: QueryClient, queryKey: string[]) {
  const counter = { fetches: 0 };
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: async () => ++counter.fetches,
  });
  const unsubscribe = observer.subscribe(() => {});
  return { counter, unsubscribe };
}

async function settle(client: QueryClient) {
  while (client.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('createQueryClient', () => {
  it('refetches the keys a mutation names in meta.invalidates before the mutation resolves', async () => {
    const client = createQueryClient();
    const heroes = watchedQuery(client, ['heroes', 'list']);
    const codes = watchedQuery(client, ['codes', 'list']);
    await settle(client);

    const mutation = new MutationObserver(client, {
      mutationFn: async () => 'saved',
      meta: { invalidates: [['heroes']] },
    });
    await mutation.mutate();
    expect(heroes.counter.fetches).toBe(2);
    expect(codes.counter.fetches).toBe(1);
    heroes.unsubscribe();
    codes.unsubscribe();
  });

  it('refetches nothing after a failure, unless the mutation asks for it', async () => {
    const client = createQueryClient();
    const media = watchedQuery(client, ['media', 'list']);
    await settle(client);
    const failing = (invalidatesOnError: boolean) =>
      new MutationObserver(client, {
        mutationFn: async () => {
          throw new Error('conflict');
        },
        meta: { invalidates: [['media']], invalidatesOnError },
      });

    await expect(failing(false).mutate()).rejects.toThrow('conflict');
    expect(media.counter.fetches).toBe(1);
    await expect(failing(true).mutate()).rejects.toThrow('conflict');
    expect(media.counter.fetches).toBe(2);
    media.unsubscribe();
  });

  it("invalidates after the mutation's own onSuccess, so data it puts in the cache shows first", async () => {
    const client = createQueryClient();
    const table = watchedQuery(client, ['settings', 'guild-table']);
    await settle(client);
    const seen: unknown[] = [];
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') {
        seen.push(event.query.state.data);
      }
    });

    await new MutationObserver(client, {
      mutationFn: async () => 'saved table',
      onSuccess: (saved) => client.setQueryData(['settings', 'guild-table'], saved),
      meta: { invalidates: [['settings']] },
    }).mutate();
    expect(seen).toEqual(['saved table', 2]);
    unsubscribe();
    table.unsubscribe();
  });
});

import {
  MutationCache,
  QueryClient,
  type DefaultOptions,
  type QueryKey,
} from '@tanstack/react-query';

/** What a mutation says about the cached reads it changes; the query client acts on it. */
type InvalidationMeta = {
  /** Keys (usually a feature's `all`) refetched once the mutation has succeeded. */
  invalidates?: readonly QueryKey[];
  /** Refetch them after a failure too: set where a failure (a conflict) shows the cache is stale. */
  invalidatesOnError?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: InvalidationMeta;
  }
}

/**
 * The SPA's query client. Mutations name the keys they make stale in `meta.invalidates` instead of
 * each calling `invalidateQueries` itself. `queries` overrides the query defaults (tests turn
 * retries off).
 */
export function createQueryClient(queries: DefaultOptions['queries'] = {}) {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // onSettled runs after the mutation's own onSuccess, so one that writes its result into the
      // cache shows it before the refetch confirms it. Returning the promise keeps the mutation
      // pending until the refetch is in, as the forms expect when they close.
      onSettled: (_data, error, _variables, _result, mutation) => {
        const { invalidates = [], invalidatesOnError = false } = mutation.meta ?? {};
        if (error && !invalidatesOnError) return;
        return Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    }),
    defaultOptions: {
      // Lists change rarely; 30 s avoids refetching on every page switch while staying fresh.
      queries: { staleTime: 30_000, retry: 1, ...queries },
    },
  });
  return client;
}

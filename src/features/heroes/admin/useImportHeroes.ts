import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import { HEROES_KEY } from '../heroesQuery';

/** One request for the whole file; the server applies the rules of docs/product.md#hero-import. */
export function useImportHeroes() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: unknown) => backend.heroes.importMany(data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_KEY }),
  });
}

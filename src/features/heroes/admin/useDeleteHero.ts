import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import { HEROES_KEY } from '../heroesQuery';

/** The server deletes the hero's image in the same transaction. */
export function useDeleteHero() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => backend.heroes.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_KEY }),
  });
}

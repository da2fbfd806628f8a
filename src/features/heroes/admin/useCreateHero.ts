import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import type { HeroInput } from '../../../domain/hero';
import { HEROES_KEY } from '../heroesQuery';

export function useCreateHero() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HeroInput) => backend.heroes.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import type { HeroInput } from '../../../domain/hero';
import { HEROES_KEY } from '../heroesQuery';

interface UpdateHero {
  id: string;
  input: HeroInput;
  /** The version the form was loaded from: a stale one is refused with `conflict`. */
  baseVersion: number;
}

export function useUpdateHero() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, baseVersion }: UpdateHero) =>
      backend.heroes.update(id, input, baseVersion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HEROES_KEY }),
  });
}

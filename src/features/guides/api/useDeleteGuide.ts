import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import { guideKeys } from './guideKeys';

/** Delete, then the list is fetched again. */
export function useDeleteGuide() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => backend.guides.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import { CODES_KEY } from '../codesQuery';

export function useDeleteCode() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => backend.codes.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CODES_KEY }),
  });
}

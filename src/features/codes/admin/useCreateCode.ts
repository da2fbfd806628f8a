import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import type { CodeInput } from '../../../domain/code';
import { CODES_KEY } from '../codesQuery';

export function useCreateCode() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CodeInput) => backend.codes.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CODES_KEY }),
  });
}

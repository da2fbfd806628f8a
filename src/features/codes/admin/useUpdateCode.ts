import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import type { CodeInput } from '../../../domain/code';
import { CODES_KEY } from '../codesQuery';

interface UpdateCode {
  id: string;
  input: CodeInput;
  /** The version the edit form was opened on: a stale one is refused as a conflict. */
  baseVersion: number;
}

export function useUpdateCode() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, baseVersion }: UpdateCode) =>
      backend.codes.update(id, input, baseVersion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CODES_KEY }),
  });
}

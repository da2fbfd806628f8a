import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import type { GuideInput } from '../../../domain/guide';
import { guideKeys } from './guideKeys';

interface UpdateGuideVariables {
  id: string;
  input: GuideInput;
  baseVersion: number;
}

export function useUpdateGuide() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, baseVersion }: UpdateGuideVariables) =>
      backend.guides.update(id, input, baseVersion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideKeys.all }),
  });
}

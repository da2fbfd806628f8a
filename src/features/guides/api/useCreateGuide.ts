import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import type { GuideInput } from '../../../domain/guide';
import { guideKeys } from './guideKeys';

export function useCreateGuide() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuideInput) => backend.guides.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideKeys.all }),
  });
}

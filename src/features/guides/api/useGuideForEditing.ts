import { useQuery } from '@tanstack/react-query';
import { useBackend } from '../../../backend';
import { isBackendError } from '../../../domain/errors';
import { guideKeys } from './guideKeys';

/**
 * The guide as the server has it now, read once per visit to the editor: its `version` is what
 * the update is based on, so a cached copy would risk a needless conflict, and a background
 * refetch must never replace what the admin is typing.
 */
export function useGuideForEditing(id: string) {
  const backend = useBackend();
  return useQuery({
    queryKey: guideKeys.editing(id),
    queryFn: () => backend.guides.get(id),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: (count, error) => !isBackendError(error, 'not-found') && count < 1,
  });
}

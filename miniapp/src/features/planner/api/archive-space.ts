import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { spacesActions } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export type ArchiveSpaceInput = Omit<z.input<typeof spacesActions.archive>, 'action' | 'sessionId'>;

export const archiveSpace = (input: ArchiveSpaceInput) => callFunction<unknown>('spaces', { action: 'archive', ...input });

export function useArchiveSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveSpace,
    onSuccess: () => Promise.all([plannerKeys.spaces, plannerKeys.projects, plannerKeys.plannerData].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

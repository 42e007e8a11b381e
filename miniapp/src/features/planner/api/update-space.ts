import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Space, spacesActions } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export type UpdateSpaceInput = Omit<z.input<typeof spacesActions.update>, 'action' | 'sessionId'>;

export const updateSpace = (input: UpdateSpaceInput) => callFunction<{ space: Space }>('spaces', { action: 'update', ...input });

export function useUpdateSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSpace,
    onSuccess: () => Promise.all([plannerKeys.spaces, plannerKeys.projects, plannerKeys.plannerData].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

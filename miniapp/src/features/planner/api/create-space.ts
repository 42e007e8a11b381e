import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { spacesActions } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export type CreateSpaceInput = Omit<z.input<typeof spacesActions.create>, 'action' | 'sessionId'>;

export const createSpace = (input: CreateSpaceInput) => callFunction<{ space: { id: number } }>('spaces', { action: 'create', ...input });

export function useCreateSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpace,
    onSuccess: () => Promise.all([plannerKeys.spaces].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

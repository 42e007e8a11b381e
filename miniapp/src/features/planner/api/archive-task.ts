import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { tasksActions } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export type ArchiveTaskInput = Omit<z.input<typeof tasksActions.archive>, 'action' | 'sessionId'>;

export const archiveTask = (input: ArchiveTaskInput) => callFunction<unknown>('tasks', { action: 'archive', ...input });

export function useArchiveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveTask,
    onSuccess: () => Promise.all([plannerKeys.plannerData].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

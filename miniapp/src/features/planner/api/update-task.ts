import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Task, tasksActions } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export type UpdateTaskInput = Omit<z.input<typeof tasksActions.update>, 'action' | 'sessionId'>;

export const updateTask = (input: UpdateTaskInput) => callFunction<{ task: Task }>('tasks', { action: 'update', ...input });

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: () => Promise.all([plannerKeys.plannerData].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

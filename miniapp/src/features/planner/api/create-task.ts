import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { tasksActions } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { plannerKeys } from './query-keys.ts';

export type CreateTaskInput = Omit<z.input<typeof tasksActions.create>, 'action' | 'sessionId'>;

export const createTask = (input: CreateTaskInput) => callFunction<{ task: { id: number } }>('tasks', { action: 'create', ...input });

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => Promise.all([plannerKeys.plannerData].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { tasksActions, tasksAnswer } from '../../../../../shared/schemas/planner.ts';
import { i18next } from '../../../lib/i18n.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { toast } from '../../../ui/toast.ts';
import type { PlannerData } from './get-planner-data.ts';
import { plannerKeys } from './query-keys.ts';

export type BatchUpdate = z.infer<typeof tasksActions.updateBatch>['updates'][number];
type UpdateBatchAnswer = Pick<z.infer<typeof tasksAnswer>, 'tasks'>;

/** The kanban's one write (spec §7 tasks updateBatch): positions, and the moved task's select value. */
export const updateBatch = (updates: BatchUpdate[]) => callFunction<UpdateBatchAnswer>('tasks', { action: 'updateBatch', updates });

/** The cached planner data with the batch applied, as the server will store it. */
export function applyBatch(data: PlannerData, updates: readonly BatchUpdate[]): PlannerData {
  const byId = new Map(updates.map((u) => [u.id, u]));
  return {
    ...data,
    tasks: data.tasks.map((task) => {
      const u = byId.get(task.id);
      if (!u) return task;
      return {
        ...task,
        value_select_position: u.value_select_position,
        ...(u.value_select !== undefined ? { value_select: u.value_select } : {}),
      };
    }),
  };
}

/**
 * Moves cards at once (optimistic, spec §4), rolls the board back with an error toast when
 * the server refuses (a viewer, a task archived meanwhile), and refreshes the task caches after.
 */
export function useUpdateBatch(projectId: number) {
  const queryClient = useQueryClient();
  const key = [...plannerKeys.plannerData, projectId] as const;
  return useMutation({
    mutationKey: ['updateBatch', projectId],
    mutationFn: (updates: BatchUpdate[]) => updateBatch(updates),
    onMutate: async (updates) => {
      // A refetch landing now would paint the old order over the optimistic one.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlannerData>(key);
      if (previous) queryClient.setQueryData<PlannerData>(key, applyBatch(previous, updates));
      return { previous };
    },
    onError: (error, _updates, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      console.error('Error updating task positions', error);
      toast.error(i18next.t('boards.kanban.moveFailed', { message: error.message || i18next.t('boards.error') }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: plannerKeys.plannerData }),
  });
}

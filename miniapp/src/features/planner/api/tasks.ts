import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallArgs, CallParsed } from '@shared/contract.ts';
import type { tasksCalls as TasksContract } from '@shared/contracts/planner.ts';
import { callFunction } from '@app/lib/api-client.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { useCallMutation } from '@app/lib/call-mutation.ts';
import { tasksCalls } from '@app/lib/calls.ts';
import { i18next } from '@app/lib/i18n.ts';
import { toast } from '@app/ui/toast.ts';
import type { PlannerData } from './planner-data.ts';
import { archiveMeta, plannerKeys, saveMeta, updateBatchKey } from './query-keys.ts';

// Spec planner §8: a failed save shows in the dialog's banner, a failed archive is only logged.
export const useCreateTask = () =>
  useCallMutation(tasksCalls.create, { invalidates: () => [plannerKeys.plannerData], meta: saveMeta });
export const useUpdateTask = () =>
  useCallMutation(tasksCalls.update, { invalidates: () => [plannerKeys.plannerData], meta: saveMeta });
export const useArchiveTask = () =>
  useCallMutation(tasksCalls.archive, { invalidates: () => [plannerKeys.plannerData], meta: archiveMeta });

/** tasks update outside a form (the calendar's drag to reschedule). */
export const updateTask = (args: CallArgs<typeof TasksContract.update>) => callFunction(tasksCalls.update, args);

/** Where a task lives (its project and space), for `/planner?task=<id>`. */
export const locateTaskQueryOptions = (id: number) => callQueryOptions(tasksCalls.locate, { id }, { staleTime: 0 });

type Task = PlannerData['tasks'][number];

export type BatchUpdate = CallParsed<typeof TasksContract.updateBatch>['updates'][number];

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
 * The cached planner data with the server's answer to a batch: the answer holds every task of
 * the columns the batch touched, so those columns become exactly the answer (a card another
 * person moved out meanwhile leaves, one moved in arrives).
 */
export function withColumns(data: PlannerData, answered: readonly Task[]): PlannerData {
  const columns = new Set(answered.map((t) => t.value_select ?? null));
  const fresh = new Map(answered.map((t) => [t.id, t]));
  const kept = data.tasks.filter((t) => !fresh.has(t.id) && !columns.has(t.value_select ?? null));
  return { ...data, tasks: [...kept, ...answered] };
}

/**
 * The kanban's one write (spec §7 tasks updateBatch): moves cards at once (optimistic,
 * spec §4), rolls the board back with its own error toast when the server refuses (a
 * viewer, a task archived meanwhile). A move costs one request (issue 35 §5): the answer
 * goes into the cache, and the move's own live event is not fetched again (query-keys.ts).
 */
export function useUpdateBatch(projectId: number) {
  const queryClient = useQueryClient();
  const key = [...plannerKeys.plannerData, projectId] as const;
  return useMutation({
    mutationKey: updateBatchKey(projectId),
    mutationFn: (updates: BatchUpdate[]) => callFunction(tasksCalls.updateBatch, { updates }),
    meta: { errorToast: false },
    onMutate: async (updates) => {
      // A refetch landing now would paint the old order over the optimistic one.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlannerData>(key);
      if (previous) queryClient.setQueryData<PlannerData>(key, applyBatch(previous, updates));
      return { previous };
    },
    onSuccess: ({ tasks }) => {
      // Another move of this project still on its way has painted over these columns
      // optimistically: the last answer to come back writes.
      if (queryClient.isMutating({ mutationKey: updateBatchKey(projectId) }) > 1) return;
      const data = queryClient.getQueryData<PlannerData>(key);
      if (data) queryClient.setQueryData<PlannerData>(key, withColumns(data, tasks));
    },
    onError: (error, _updates, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      console.error('Error updating task positions', error);
      toast.error(
        i18next.t('boards.kanban.moveFailed', { message: errorText(error, (k) => i18next.t(k), 'boards.error') }),
      );
      // The board as it was may be stale too (a card archived meanwhile): ask again.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

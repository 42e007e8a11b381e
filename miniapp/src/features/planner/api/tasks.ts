import { useQueryClient } from '@tanstack/react-query';
import type { CallParsed } from '@shared/contract.ts';
import type { tasksCalls as TasksContract } from '@shared/contracts/planner.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { tasksCalls } from '@app/lib/calls.ts';
import { i18next } from '@app/lib/i18n.ts';
import { toast } from '@app/ui/toast.ts';
import type { PlannerData } from './planner-data.ts';
import { useSendChange } from '../offline/use-send-change.ts';
import { plannerKeys } from './query-keys.ts';

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
 * The kanban's one write (tasks updateBatch, docs/planner-api.md), through the kept queue: the cards move at
 * once (the views apply changes not answered yet), connected or not. A move refused when sent
 * at once leaves the board as the server has it, with its own error toast (a viewer, a task
 * archived meanwhile). A move costs one request: the answer goes into the cache,
 * and the move's own live event is not fetched again (query-keys.ts).
 */
export function useUpdateBatch(projectId: number) {
  const queryClient = useQueryClient();
  const send = useSendChange();
  return {
    mutate: (updates: BatchUpdate[]) =>
      send({ kind: 'batch', projectId, args: { updates } }).catch((error: unknown) => {
        console.error('Error updating task positions', error);
        toast.error(
          i18next.t('boards.kanban.moveFailed', { message: errorText(error, (k) => i18next.t(k), 'boards.error') }),
        );
        // The board as it was may be stale too (a card archived meanwhile): ask again.
        void queryClient.invalidateQueries({ queryKey: plannerKeys.plannerDataOf(projectId) });
      }),
  };
}

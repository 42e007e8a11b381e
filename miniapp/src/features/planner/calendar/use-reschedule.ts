import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '@app/lib/api-errors.ts';
import { i18next } from '@app/lib/i18n.ts';
import { toast } from '@app/ui/toast.ts';
import type { PlannerData } from '../api/planner-data.ts';
import { plannerKeys } from '../api/query-keys.ts';
import { updateTask } from '../api/tasks.ts';
import { applyTaskChanges, type TaskChanges } from './reschedule.ts';

/** Moves a task to another day, hour (or person) at once, in one tasks update; rolls back on refusal. */
export function useReschedule(projectId: number) {
  const queryClient = useQueryClient();
  const key = [...plannerKeys.plannerData, projectId] as const;
  return useMutation({
    mutationKey: ['reschedule', projectId],
    mutationFn: ({ id, changes }: { id: number; changes: TaskChanges }) => updateTask({ id, ...changes }),
    // Its own rollback toast below; the one error path stays quiet.
    meta: { errorToast: false },
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlannerData>(key);
      if (previous) {
        queryClient.setQueryData<PlannerData>(key, {
          ...previous,
          tasks: previous.tasks.map((t) => (t.id === id ? applyTaskChanges(t, changes) : t)),
        });
      }
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      console.error('Error rescheduling task', error);
      toast.error(
        i18next.t('boards.calendar.rescheduleFailed', {
          message: errorText(error, (k) => i18next.t(k), 'boards.error'),
        }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: plannerKeys.plannerData }),
  });
}

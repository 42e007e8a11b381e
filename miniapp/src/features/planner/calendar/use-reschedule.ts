import { useQueryClient } from '@tanstack/react-query';
import { errorText } from '@app/lib/api-errors.ts';
import { i18next } from '@app/lib/i18n.ts';
import { toast } from '@app/ui/toast.ts';
import { plannerKeys } from '../api/query-keys.ts';
import { taskUpdate } from '../offline/task-update.ts';
import { useSendChange } from '../offline/use-send-change.ts';
import type { BoardTask } from '../kanban/board-task.ts';
import type { TaskChanges } from './reschedule.ts';

/**
 * Moves a task to another day, hour (or person) at once, in one tasks update through the kept
 * queue (offline too); a move refused when sent at once leaves the calendar as the server has it.
 */
export function useReschedule(projectId: number) {
  const queryClient = useQueryClient();
  const send = useSendChange();
  return {
    mutate: ({ task, changes }: { task: BoardTask; changes: TaskChanges }) =>
      send({ kind: 'update', projectId, args: { id: task.id, ...taskUpdate(task, changes) } }).catch(
        (error: unknown) => {
          console.error('Error rescheduling task', error);
          toast.error(
            i18next.t('boards.calendar.rescheduleFailed', {
              message: errorText(error, (k) => i18next.t(k), 'boards.error'),
            }),
          );
          void queryClient.invalidateQueries({ queryKey: plannerKeys.plannerDataOf(projectId) });
        },
      ),
  };
}

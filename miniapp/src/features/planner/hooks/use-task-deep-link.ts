import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { TaskLocation } from '../../../../../shared/schemas/planner.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { toast } from '../../../ui/toast.ts';
import { plannerDialogAtom } from '../state/dialogs.ts';
import { selectProjectAtom } from '../state/selection.ts';

/**
 * `/planner?task=<id>` (the bot's and Mini App's `task_<id>` start parameter): selects the
 * task's project and opens the task, then drops the parameter so a reload does not reopen it.
 */
export function useTaskDeepLink(signedIn: boolean): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const selectProject = useSetAtom(selectProjectAtom);
  const openDialog = useSetAtom(plannerDialogAtom);
  const taskId = Number(new URLSearchParams(search).get('task'));

  useEffect(() => {
    if (!signedIn || !Number.isInteger(taskId) || taskId <= 0) return;
    let cancelled = false;
    callFunction<{ task: TaskLocation }>('tasks', { action: 'locate', id: taskId }, { method: 'GET' })
      .then(({ task }) => {
        if (cancelled) return;
        selectProject({ id: task.project_id, space_id: task.space_id });
        openDialog({ kind: 'entity', type: 'task', mode: 'edit', id: task.id });
      })
      .catch((err: Error) => !cancelled && toast.error(err.message))
      .finally(() => !cancelled && navigate(location, { replace: true }));
    return () => {
      cancelled = true;
    };
  }, [signedIn, taskId, selectProject, openDialog, navigate, location]);
}

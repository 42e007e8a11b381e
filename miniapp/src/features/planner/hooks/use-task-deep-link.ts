import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { queryClient } from '@app/lib/query-client.ts';
import { locateTaskQueryOptions } from '../api/tasks.ts';
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
    // A failure (an unknown or hidden task) shows through the one error path.
    queryClient
      .fetchQuery(locateTaskQueryOptions(taskId))
      .then(({ task }) => {
        if (cancelled) return;
        selectProject({ id: task.project_id, space_id: task.space_id });
        openDialog({ kind: 'entity', type: 'task', mode: 'edit', id: task.id });
      })
      .catch(() => {})
      .finally(() => !cancelled && navigate(location, { replace: true }));
    return () => {
      cancelled = true;
    };
  }, [signedIn, taskId, selectProject, openDialog, navigate, location]);
}

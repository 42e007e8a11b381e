import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { queryClient } from '@app/lib/query-client.ts';
import { locateTaskQueryOptions } from '../api/tasks.ts';
import { plannerDialogAtom } from '../state/dialogs.ts';
import { taskInAddress } from '../state/drawn-dialog.ts';
import { selectProjectAtom } from '../state/selection.ts';

/**
 * `/planner?task=<id>` (the bot's and Mini App's `task_<id>` start parameter, a task's link):
 * selects the task's project and opens the task, then drops the parameter so a reload does not
 * reopen it. A page drawn with that task open (state/drawn-dialog.ts) only drops it.
 */
export function useTaskDeepLink(signedIn: boolean): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const selectProject = useSetAtom(selectProjectAtom);
  const openDialog = useSetAtom(plannerDialogAtom);
  // Read when the address changes, not followed: the layout that calls this would otherwise
  // render again on every dialog opened and closed.
  const store = useStore();
  const taskId = taskInAddress(search);

  useEffect(() => {
    if (!signedIn || taskId === null) return;
    const dialog = store.get(plannerDialogAtom);
    if (dialog?.kind === 'entity' && dialog.mode === 'edit' && dialog.type === 'task' && dialog.id === taskId)
      return navigate(location, { replace: true });
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
  }, [signedIn, taskId, store, selectProject, openDialog, navigate, location]);
}

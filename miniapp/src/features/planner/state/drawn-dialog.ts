import type { PlannerData } from '../api/planner-data.ts';
import type { PlannerDialog } from './dialogs.ts';

/** The query parameter of a planner view's address that opens a task (`/planner?task=12`). */
const TASK_PARAM = 'task';

/** The task `search` ('' or '?…') opens, or null. */
export function taskInAddress(search: string): number | null {
  const id = Number(new URLSearchParams(search).get(TASK_PARAM));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A view's address that opens one of its tasks: a task's link, which works before the app does. */
export const taskAddress = (viewPath: string, taskId: number) => `${viewPath}?${TASK_PARAM}=${taskId}`;

/**
 * The dialog a drawn planner view shows open: its address names one of the open project's tasks.
 * A task's link tapped before the app listens (a slow phone's first seconds) is so answered by
 * the server's drawing, and the browser hydrates the same dialog from the same address and data.
 * A task of another project is left to the app, which opens its project first
 * (hooks/use-task-deep-link.ts).
 */
export function drawnTask(search: string, data: PlannerData | undefined): PlannerDialog | null {
  const id = taskInAddress(search);
  if (id === null || !data?.tasks.some((task) => task.id === id)) return null;
  return { kind: 'entity', type: 'task', mode: 'edit', id };
}

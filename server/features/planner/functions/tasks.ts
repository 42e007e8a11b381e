import { tasksCalls } from '@shared/contracts/planner.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { HttpError } from '@server/errors.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import { locateTask } from '../access.ts';
import { readTasks } from '../answer-sql.ts';
import { archiveTask, assigneeOf, createTask, updateBatch, updateTask } from '../tasks-service.ts';
import type { AppDeps } from '@server/deps.ts';

/** Queues "you were assigned a task" when the assignee changed to someone else than the caller; never fails the call. */
async function tellAssignee(
  deps: AppDeps,
  taskId: number,
  before: number | null,
  after: number | null,
  actor: number | null,
) {
  if (!deps.notifications || !after || after === before || !actor) return;
  await deps.notifications
    .taskAssigned(taskId, after, actor)
    .catch((err) => deps.logger.warn('could not queue a notification', { err: (err as Error).message }));
}

/** Tasks, with the planner's propertyColumns and profiles keyed by id. */
export default defineFunction(tasksCalls, {
  get: async ({ sessionId, projectId }, { deps }) => {
    const { json, projects } = await readTasks(deps.db.db, { sessionId }, { projectId, extras: true });
    if (projectId !== undefined && projects === 0) throw new HttpError('project_not_found');
    return jsonAnswer(tasksCalls.get, json);
  },
  create: async (data, ctx) => {
    const caller = await ctx.caller();
    const task = await createTask(ctx.deps.db.db, caller, data);
    await tellAssignee(ctx.deps, task.id, null, task.value_people, caller.profileId);
    return { task };
  },
  update: async (data, ctx) => {
    const caller = await ctx.caller();
    // The assignee before, so that only a new assignee is told (nobody is told of their own change).
    const before =
      data.value_people !== undefined && ctx.deps.notifications ? await assigneeOf(ctx.deps.db.db, data.id) : null;
    const { task, conflicts } = await updateTask(ctx.deps.db.db, caller, data);
    await tellAssignee(ctx.deps, task.id, before, task.value_people, caller.profileId);
    return conflicts.length ? { task, conflicts } : { task };
  },
  archive: async ({ id }, ctx) => ({ task: await archiveTask(ctx.deps.db.db, await ctx.caller(), id) }),
  locate: async ({ id }, ctx) => ({ task: await locateTask(ctx.deps.db.db, await ctx.caller(), id) }),
  updateBatch: async (data, ctx) =>
    jsonAnswer(tasksCalls.updateBatch, `{"tasks":${await updateBatch(ctx.deps.db.db, await ctx.caller(), data)}}`),
});

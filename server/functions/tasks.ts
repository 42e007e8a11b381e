import { tasksCalls } from '../../shared/contracts/planner.ts';
import { defineFunction } from '../http/define-function.ts';
import { HttpError } from '../http/errors.ts';
import { jsonAnswer } from '../http/json-answer.ts';
import { locateTask } from '../services/planner/access.ts';
import { readTasks } from '../services/planner/answer-sql.ts';
import { archiveTask, createTask, updateBatch, updateTask } from '../services/planner/tasks-service.ts';

/** Tasks (spec planner §7), with the planner's propertyColumns and profiles keyed by id. */
export default defineFunction(tasksCalls, {
  get: async ({ sessionId, projectId }, { deps }) => {
    const { json, projects } = await readTasks(deps.db.db, { sessionId }, { projectId, extras: true });
    if (projectId !== undefined && projects === 0) throw new HttpError('project_not_found');
    return jsonAnswer(tasksCalls.get, json);
  },
  create: async (data, ctx) => ({ task: await createTask(ctx.deps.db.db, await ctx.caller(), data) }),
  update: async (data, ctx) => ({ task: await updateTask(ctx.deps.db.db, await ctx.caller(), data) }),
  archive: async ({ id }, ctx) => ({ task: await archiveTask(ctx.deps.db.db, await ctx.caller(), id) }),
  locate: async ({ id }, ctx) => ({ task: await locateTask(ctx.deps.db.db, await ctx.caller(), id) }),
  updateBatch: async (data, ctx) => jsonAnswer(tasksCalls.updateBatch, `{"tasks":${await updateBatch(ctx.deps.db.db, await ctx.caller(), data)}}`),
});

import { tasksActions as input } from '../../shared/schemas/planner.ts';
import { action, defineFunction } from '../http/define-function.ts';
import { notFound } from '../http/errors.ts';
import { profileOf, taskAccess } from '../services/planner/access.ts';
import { resolveCaller } from '../services/planner/caller.ts';
import { readTasks } from '../services/planner/answer-sql.ts';
import { jsonText } from '../services/planner/respond.ts';
import { archiveTask, createTask, updateBatch, updateTask } from '../services/planner/tasks-service.ts';

/** Tasks (spec planner §7), with the planner's propertyColumns and profiles keyed by id. */
export default defineFunction({
  name: 'tasks',
  actions: {
    get: action({
      method: 'GET',
      input: input.get,
      async handler({ sessionId, projectId }, { deps, c }) {
        const { json, projects } = await readTasks(deps.db.db, { sessionId }, { projectId, extras: true });
        if (projectId !== undefined && projects === 0) throw notFound('Project not found', 'project_not_found');
        return jsonText(c, json);
      },
    }),
    create: action({
      method: 'POST',
      input: input.create,
      async handler(data, { deps }) {
        const caller = await resolveCaller(deps.db.db, data.sessionId);
        return { task: await createTask(deps.db.db, caller, data) };
      },
    }),
    update: action({
      method: 'POST',
      input: input.update,
      async handler(data, { deps }) {
        const caller = await resolveCaller(deps.db.db, data.sessionId);
        return { task: await updateTask(deps.db.db, caller, data) };
      },
    }),
    archive: action({
      method: 'POST',
      input: input.archive,
      async handler({ sessionId, id }, { deps }) {
        const caller = await resolveCaller(deps.db.db, sessionId);
        return { task: await archiveTask(deps.db.db, caller, id) };
      },
    }),
    locate: action({
      method: 'GET',
      input: input.locate,
      async handler({ sessionId, id }, { deps }) {
        const caller = await resolveCaller(deps.db.db, sessionId);
        const task = await taskAccess(deps.db.db, profileOf(caller), id);
        return { task: { id: task.id, project_id: task.project_id, space_id: task.space_id } };
      },
    }),
    updateBatch: action({
      method: 'POST',
      input: input.updateBatch,
      async handler(data, { deps, c }) {
        const caller = await resolveCaller(deps.db.db, data.sessionId);
        return jsonText(c, `{"tasks":${await updateBatch(deps.db.db, caller, data)}}`);
      },
    }),
  },
});

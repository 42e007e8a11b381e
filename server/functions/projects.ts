import { projectsActions as input } from '../../shared/schemas/planner.ts';
import { action, defineFunction } from '../http/define-function.ts';
import { notFound } from '../http/errors.ts';
import { resolveCaller } from '../services/planner/caller.ts';
import { archiveProject, createProject, updateProject } from '../services/planner/projects-service.ts';
import { readProjects } from '../services/planner/answer-sql.ts';
import { jsonText } from '../services/planner/respond.ts';

/** Projects (spec planner §7): owners and admins see every project of a space, others their own. */
export default defineFunction({
  name: 'projects',
  actions: {
    get: action({
      method: 'GET',
      input: input.get,
      async handler({ sessionId, spaceId }, { deps, c }) {
        const { json, spaceVisible } = await readProjects(deps.db.db, { sessionId }, { spaceId });
        if (spaceVisible === false) throw notFound('Space not found', 'space_not_found');
        return jsonText(c, `{"projects":${json}}`);
      },
    }),
    create: action({
      method: 'POST',
      input: input.create,
      async handler(data, { deps }) {
        const caller = await resolveCaller(deps.db.db, data.sessionId);
        return { project: await createProject(deps.db.db, caller, data) };
      },
    }),
    update: action({
      method: 'POST',
      input: input.update,
      async handler(data, { deps }) {
        const caller = await resolveCaller(deps.db.db, data.sessionId);
        return { project: await updateProject(deps.db.db, caller, data) };
      },
    }),
    archive: action({
      method: 'POST',
      input: input.archive,
      async handler({ sessionId, id }, { deps }) {
        const caller = await resolveCaller(deps.db.db, sessionId);
        return { project: await archiveProject(deps.db.db, caller, id) };
      },
    }),
  },
});

import { plannerDataInput } from '../../shared/schemas/planner.ts';
import { action, defineFunction } from '../http/define-function.ts';
import { notFound } from '../http/errors.ts';
import { readPlannerData } from '../services/planner/answer-sql.ts';
import { jsonText } from '../services/planner/respond.ts';

/**
 * Everything a project's views need in one round trip: {project, space, tasks,
 * propertyColumns, members, profiles} (docs/planner-api.md).
 */
export default defineFunction({
  name: 'planner-data',
  handler: action({
    method: 'GET',
    input: plannerDataInput,
    async handler({ sessionId, projectId }, { deps, c }) {
      const { json } = await readPlannerData(deps.db.db, { sessionId }, projectId);
      if (json === null) throw notFound('Project not found', 'project_not_found');
      return jsonText(c, json);
    },
  }),
});

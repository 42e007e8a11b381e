import { plannerDataCall } from '@shared/contracts/planner.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { HttpError } from '@server/errors.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import { readPlannerData } from '../answer-sql.ts';

/**
 * Everything a project's views need in one round trip: {project, space, tasks,
 * propertyColumns, members, profiles} (docs/planner-api.md).
 */
export default defineFunction(plannerDataCall, async ({ sessionId, projectId }, { deps }) => {
  const { json } = await readPlannerData(deps.db.db, { sessionId }, projectId);
  if (json === null) throw new HttpError('project_not_found');
  return jsonAnswer(plannerDataCall, json);
});

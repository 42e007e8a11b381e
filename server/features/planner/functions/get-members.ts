import { getMembersCall } from '@shared/contracts/planner.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import { listMembers } from '../members-service.ts';

/** get-members: a project's members (preferred) or a space's, each with its profile. */
export default defineFunction(getMembersCall, async ({ projectId, spaceId }, ctx) => {
  const json = await listMembers(
    ctx.deps.db.db,
    await ctx.caller(),
    projectId !== undefined ? { projectId } : { spaceId },
  );
  return jsonAnswer(getMembersCall, `{"members":${json}}`);
});

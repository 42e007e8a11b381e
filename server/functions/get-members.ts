import { getMembersInput } from '../../shared/schemas/planner.ts';
import { action, defineFunction } from '../http/define-function.ts';
import { resolveCaller } from '../services/planner/caller.ts';
import { listMembers } from '../services/planner/members-service.ts';
import { jsonText } from '../services/planner/respond.ts';

/** get-members (spec planner §7): a project's members (preferred) or a space's, each with its profile. */
export default defineFunction({
  name: 'get-members',
  handler: action({
    method: 'GET',
    input: getMembersInput,
    async handler({ sessionId, projectId, spaceId }, { deps, c }) {
      const caller = await resolveCaller(deps.db.db, sessionId);
      const json = await listMembers(deps.db.db, caller, projectId !== undefined ? { projectId } : { spaceId });
      return jsonText(c, `{"members":${json}}`);
    },
  }),
});

import { membersActions as input } from '../../shared/schemas/planner.ts';
import { action, defineFunction } from '../http/define-function.ts';
import { resolveCaller } from '../services/planner/caller.ts';
import { addMember, leave, removeMember, updateMemberRole } from '../services/planner/members-service.ts';

/** Members of spaces and projects: add, change role, remove, leave (spec planner §2, §6). */
export default defineFunction({
  name: 'members',
  actions: {
    add: action({
      method: 'POST',
      input: input.add,
      async handler(data, { deps }) {
        const caller = await resolveCaller(deps.db.db, data.sessionId);
        return { member: await addMember(deps.db.db, caller, data) };
      },
    }),
    updateRole: action({
      method: 'POST',
      input: input.updateRole,
      async handler(data, { deps }) {
        const caller = await resolveCaller(deps.db.db, data.sessionId);
        return { member: await updateMemberRole(deps.db.db, caller, data) };
      },
    }),
    remove: action({
      method: 'POST',
      input: input.remove,
      async handler(data, { deps }) {
        const caller = await resolveCaller(deps.db.db, data.sessionId);
        return removeMember(deps.db.db, caller, data);
      },
    }),
    leave: action({
      method: 'POST',
      input: input.leave,
      async handler(data, { deps }) {
        const caller = await resolveCaller(deps.db.db, data.sessionId);
        return leave(deps.db.db, caller, data);
      },
    }),
  },
});

import { membersCalls } from '@shared/contracts/planner.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { addMember, leave, removeMember, updateMemberRole } from '../members-service.ts';

/** Members of spaces and projects: add, change role, remove, leave. */
export default defineFunction(membersCalls, {
  add: async (data, ctx) => {
    const caller = await ctx.caller();
    const member = await addMember(ctx.deps.db.db, caller, data);
    // The person added is told (who added them, to what); never fails the call.
    if (ctx.deps.notifications && caller.profileId) {
      await ctx.deps.notifications
        .memberAdded({ spaceId: member.space_id, projectId: member.project_id }, member.profile_id, caller.profileId)
        .catch((err) => ctx.deps.logger.warn('could not queue a notification', { err: (err as Error).message }));
    }
    return { member };
  },
  updateRole: async (data, ctx) => ({ member: await updateMemberRole(ctx.deps.db.db, await ctx.caller(), data) }),
  remove: async (data, ctx) => removeMember(ctx.deps.db.db, await ctx.caller(), data),
  leave: async (data, ctx) => leave(ctx.deps.db.db, await ctx.caller(), data),
});

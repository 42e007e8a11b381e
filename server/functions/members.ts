import { membersCalls } from '../../shared/contracts/planner.ts';
import { defineFunction } from '../http/define-function.ts';
import { addMember, leave, removeMember, updateMemberRole } from '../services/planner/members-service.ts';

/** Members of spaces and projects: add, change role, remove, leave (spec planner §2, §6). */
export default defineFunction(membersCalls, {
  add: async (data, ctx) => ({ member: await addMember(ctx.deps.db.db, await ctx.caller(), data) }),
  updateRole: async (data, ctx) => ({ member: await updateMemberRole(ctx.deps.db.db, await ctx.caller(), data) }),
  remove: async (data, ctx) => removeMember(ctx.deps.db.db, await ctx.caller(), data),
  leave: async (data, ctx) => leave(ctx.deps.db.db, await ctx.caller(), data),
});

import { profilesCalls } from '@shared/contracts/planner.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { enforceRateLimit } from '@server/http/enforce-rate-limit.ts';
import { profilesByIds, searchProfiles } from '../profiles-service.ts';
import { RATE_LIMITS } from '@server/services/rate-limit.ts';

/** profiles: search to add members, and names/avatars by ids; signed-in callers. */
export default defineFunction(profilesCalls, {
  search: async ({ query, sessionId }, ctx) => {
    await ctx.caller();
    await enforceRateLimit(ctx.deps, ctx.c, RATE_LIMITS.profileSearch, sessionId);
    return { profiles: await searchProfiles(ctx.deps.db.db, query) };
  },
  byIds: async ({ ids }, ctx) => {
    await ctx.caller();
    return { profiles: await profilesByIds(ctx.deps.db.db, ids) };
  },
});

import { calendarFeedCalls } from '@shared/contracts/calendar-feed.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { serverSecret } from '@server/services/server-secret.ts';
import type { AppDeps } from '@server/deps.ts';
import { getFeed, rotateFeed, updateFeedScope } from '../feed-service.ts';

const secretOf = (deps: AppDeps) => serverSecret(deps.db.db, deps.config.serverSecret);

/** calendar-feed: the signed-in person's subscription address and its scope. */
export const calendarFeed = defineFunction(calendarFeedCalls, {
  get: async (_input, ctx) => {
    const { userId } = await ctx.caller();
    const { deps } = ctx;
    return getFeed(deps.db.db, await secretOf(deps), deps.config.publicUrl, userId);
  },
  rotate: async (_input, ctx) => {
    const { userId } = await ctx.caller();
    const { deps } = ctx;
    return rotateFeed(deps.db.db, await secretOf(deps), deps.config.publicUrl, userId);
  },
  update: async ({ scope }, ctx) => {
    const { userId } = await ctx.caller();
    const { deps } = ctx;
    return updateFeedScope(deps.db.db, await secretOf(deps), deps.config.publicUrl, userId, scope);
  },
});

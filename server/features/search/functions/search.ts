import { searchCall } from '@shared/contracts/search.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { readerLanguage } from '@server/http/language.ts';
import { pendingCount } from '@server/http/rate-limit.ts';
import { RATE_LIMITS } from '@server/services/rate-limit.ts';
import { search as runSearch } from '../search-service.ts';

/**
 * `search` (GET, issue 36 §2): tasks, posts, people and jobs the reader may open. Public
 * reading: without a session (or with an anonymous one) it finds the public kinds only.
 */
export const search = defineFunction(searchCall, async ({ sessionId, q, limit }, ctx) => {
  const caller = sessionId ? (await ctx.session()).caller : null;
  // A person is counted as one, whatever their session or address; a visitor by session and
  // address. The search runs the count in its first statement (search-service.ts countParts).
  const count = caller
    ? await pendingCount(ctx.deps, ctx.c, RATE_LIMITS.search, { userId: caller.userId })
    : await pendingCount(ctx.deps, ctx.c, RATE_LIMITS.searchAnonymous, { sessionId });
  const language = readerLanguage(ctx.c, undefined, caller?.language);
  return runSearch(ctx.deps.db.db, caller?.profileId ?? null, { q, limit }, language, {
    keepTasks: ctx.deps.config.searchKeepTasks !== false,
    count,
  });
});

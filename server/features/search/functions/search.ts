import { searchCall } from '@shared/contracts/search.ts';
import type { Language } from '@shared/constants.ts';
import { defineFunction, type FnContext } from '@server/http/define-function.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import { readerLanguage } from '@server/http/language.ts';
import { pendingCount } from '@server/http/enforce-rate-limit.ts';
import { noSession } from '@server/errors.ts';
import { knownSessions } from '@server/services/known-sessions.ts';
import { RATE_LIMITS } from '@server/services/rate-limit.ts';
import { hashSessionId, touchIfStale } from '@server/services/sessions.ts';
import { search as runSearch, type SearchingSession } from '../search-service.ts';

/**
 * `search` (GET): tasks, posts, people and jobs the reader may open. Public
 * reading: without a session (or with an anonymous one) it finds the public kinds only.
 *
 * A signed-in search is one round trip: the reader's own statement reads the session itself
 * (search-service.ts readersOwnSql), counted as the person this process last knew the session
 * as (services/known-sessions.ts). Only a session not known yet, or not as that person, is read
 * first, as every other call reads it. SEARCH_ONE_TRIP=off (server/config.ts) always reads it first.
 */
export const search = defineFunction(searchCall, async ({ sessionId, q, limit }, ctx) => {
  if (sessionId) {
    const idHash = hashSessionId(sessionId);
    const known = knownSessions(ctx.deps.db.db);
    const guess = ctx.deps.config.searchOneTrip === false ? undefined : known.get(idHash);
    if (guess !== undefined) {
      const found = await searchAs(ctx, sessionId, { idHash, userId: guess }, { q, limit });
      if (found) return found;
      known.delete(idHash);
    }
    const caller = (await ctx.session()).caller;
    if (caller) {
      known.set(idHash, caller.userId);
      const found = await searchAs(ctx, sessionId, { idHash, userId: caller.userId }, { q, limit });
      if (found) return found;
      throw noSession(); // signed out between the two reads
    }
  }
  // A visitor is counted by session and address (a person as one, whatever their session).
  const count = await pendingCount(ctx.deps, ctx.c, RATE_LIMITS.searchAnonymous, { sessionId });
  const found = await runSearch(
    ctx.deps.db.db,
    null,
    { q, limit },
    { count, language: () => readerLanguage(ctx.c, undefined, null) },
  );
  return jsonAnswer(searchCall, found!.text);
});

async function searchAs(
  ctx: FnContext,
  sessionId: string,
  session: SearchingSession,
  query: { q: string; limit: number },
) {
  // The count runs in the reader's own statement (search-service.ts countParts).
  const count = await pendingCount(ctx.deps, ctx.c, RATE_LIMITS.search, { userId: session.userId });
  const found = await runSearch(ctx.deps.db.db, session, query, {
    keepTasks: ctx.deps.config.searchKeepTasks !== false,
    count,
    language: (saved: Language | null) => {
      // A refusal, or any error after this, is written in the person's language.
      ctx.c.set('userLanguage', saved);
      return readerLanguage(ctx.c, undefined, saved);
    },
  });
  if (!found) return undefined;
  touchIfStale(ctx.deps.db.db, sessionId, found.as?.stale);
  return jsonAnswer(searchCall, found.text);
}

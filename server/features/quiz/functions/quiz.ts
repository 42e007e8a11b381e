import { quizCalls } from '@shared/contracts/quiz.ts';
import { DEFAULT_TIMEZONE } from '@shared/constants.ts';
import { createTranslator } from '@shared/i18n/translator.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { HttpError } from '@server/errors.ts';
import { readerLanguage } from '@server/http/language.ts';
import { enforceRateLimit } from '@server/http/enforce-rate-limit.ts';
import { RATE_LIMITS } from '@server/services/rate-limit.ts';
import { exportResults } from '../export-results.ts';
import { quizReader } from '@server/features/quiz/functions/quiz-reader.ts';
import {
  archiveResult,
  createQuiz,
  deleteQuiz,
  readQuizByPost,
  setQuizPaused,
  startQuiz,
  updateQuiz,
} from '../quiz-service.ts';
import type { FnContext } from '@server/http/define-function.ts';

const translate = createTranslator();

/** The signed-in author's profile id (403 `no_profile` without one). */
async function profileOf(ctx: FnContext) {
  const caller = await ctx.caller();
  if (caller.profileId === null) throw new HttpError('no_profile');
  return { ...caller, profileId: caller.profileId };
}

/** `quiz`: reading a post's quiz, starting an attempt, and the author's editor. */
export default defineFunction(quizCalls, {
  getByPost: async ({ postId, sessionId }, ctx) => readQuizByPost(ctx.deps.db.db, quizReader(ctx, sessionId), postId),
  create: async ({ quiz }, ctx) => ({ quiz: await createQuiz(ctx.deps.db.db, (await profileOf(ctx)).profileId, quiz) }),
  update: async ({ quizId, quiz }, ctx) => ({
    quiz: await updateQuiz(ctx.deps.db.db, (await profileOf(ctx)).profileId, quizId, quiz),
  }),
  delete: async ({ quizId }, ctx) => {
    await deleteQuiz(ctx.deps.db.db, (await profileOf(ctx)).profileId, quizId);
    return { ok: true as const };
  },
  setPaused: async ({ quizId, paused }, ctx) => ({
    quiz: await setQuizPaused(ctx.deps.db.db, (await profileOf(ctx)).profileId, quizId, paused),
  }),
  archiveResult: async ({ resultId }, ctx) => {
    await archiveResult(ctx.deps.db.db, (await profileOf(ctx)).profileId, resultId);
    return { ok: true as const };
  },
  start: async ({ quizId }, ctx) => {
    const me = await profileOf(ctx);
    // Each start hands out an attempt: counted per person, whatever their session, so new sessions buy no more.
    await enforceRateLimit(ctx.deps, ctx.c, RATE_LIMITS.quizStart, undefined, me.userId);
    return startQuiz(ctx.deps.db.db, me.profileId, me.roles, quizId);
  },
  exportResults: async ({ quizId }, ctx) => {
    const me = await profileOf(ctx);
    const language = readerLanguage(ctx.c, undefined, me.language);
    return exportResults(
      ctx.deps.db.db,
      { profileId: me.profileId, timezone: me.timezone ?? DEFAULT_TIMEZONE, language },
      translate(language),
      quizId,
    );
  },
});

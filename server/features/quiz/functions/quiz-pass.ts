import { quizPassCall } from '@shared/contracts/quiz.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { HttpError } from '@server/errors.ts';
import { passQuiz } from '../pass-service.ts';

/** `quiz-pass`: a finished attempt, scored by the server; `{ alreadyCompleted }`. */
export default defineFunction(quizPassCall, async ({ quizId, results, registration }, ctx) => {
  const caller = await ctx.caller();
  if (caller.profileId === null) throw new HttpError('no_profile');
  return passQuiz(
    ctx.deps.db.db,
    { profileId: caller.profileId, roles: caller.roles },
    { quizId, answers: results.answers, registration },
  );
});

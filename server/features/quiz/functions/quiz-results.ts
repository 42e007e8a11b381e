import { quizResultsCall } from '@shared/contracts/quiz.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import { readResults } from '../results-service.ts';

/** `quiz-results`: `{ canViewResults, results }` for who may see them, in one statement. */
export default defineFunction(quizResultsCall, async ({ sessionId, ...query }, ctx) =>
  jsonAnswer(quizResultsCall, await readResults(ctx.deps.db.db, sessionId, query)),
);

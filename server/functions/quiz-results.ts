import { quizResultsCall } from '../../shared/contracts/quiz.ts';
import { defineFunction } from '../http/define-function.ts';
import { quizReader } from '../services/quiz/quiz-reader.ts';
import { readResults } from '../services/quiz/results-service.ts';

/** `quiz-results` (spec community §7): `{ canViewResults, results }` for who may see them. */
export default defineFunction(quizResultsCall, async ({ sessionId, ...query }, ctx) =>
  readResults(ctx.deps.db.db, quizReader(ctx, sessionId), query),
);

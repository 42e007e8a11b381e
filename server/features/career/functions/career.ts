import { careerCall } from '@shared/contracts/career.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import { readCareer } from '../career-list.ts';

/** `career`: the jobs or job seekers tab, filtered, 20 a page. Public: one query. */
export default defineFunction(careerCall, async ({ sessionId: _, ...query }, ctx) =>
  jsonAnswer(careerCall, await readCareer(ctx.deps.db.db, { ...query, sessionId: undefined })),
);

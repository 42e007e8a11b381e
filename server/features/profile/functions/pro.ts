import { proCall } from '@shared/contracts/profile.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import { callerLanguage } from '@server/http/language.ts';
import { readProJson } from '../pro-list.ts';

/** `pro`: the professionals directory, 20 a page; public, the same for everyone reading one language. */
export default defineFunction(proCall, async ({ sessionId: _, ...query }, ctx) =>
  jsonAnswer(
    proCall,
    await readProJson(ctx.deps.db.db, { ...query, sessionId: undefined }, await callerLanguage(ctx.c, ctx.deps.db)),
  ),
);

import { catalogCall } from '@shared/contracts/catalog.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import { callerLanguage } from '@server/http/language.ts';
import { catalogAnswerText } from '../catalog-cache.ts';

/**
 * `catalog`: `{ services, serviceTypes, regions }`. Public: the same answer
 * for everyone in one language (the caller's: their setting is one small read); served from the answers kept while the catalog is unchanged.
 */
export default defineFunction(catalogCall, async ({ sessionId: _, ...query }, ctx) =>
  jsonAnswer(catalogCall, await catalogAnswerText(ctx.deps.db.db, query, await callerLanguage(ctx.c, ctx.deps.db))),
);

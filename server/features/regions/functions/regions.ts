import { regionsCall } from '@shared/contracts/career.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { callerLanguage } from '@server/http/language.ts';
import { readRegions } from '../regions-service.ts';

/** `regions`: `{ regions }`, top ones first, hidden ones left out, named in the caller's language. */
export default defineFunction(regionsCall, async (_input, ctx) => ({
  regions: await readRegions(ctx.deps.db.db, await callerLanguage(ctx.c, ctx.deps.db)),
}));

import { regionsCall } from '@shared/contracts/career.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { readRegions } from '../regions-service.ts';

/** `regions` (spec community §7): `{ regions }`, top ones first, hidden ones left out. */
export default defineFunction(regionsCall, async (_input, ctx) => ({ regions: await readRegions(ctx.deps.db.db) }));

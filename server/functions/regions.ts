import { regionsCall } from '../../shared/contracts/career.ts';
import { defineFunction } from '../http/define-function.ts';
import { readRegions } from '../services/career/regions.ts';

/** `regions` (spec community §7): `{ regions }`, top ones first, hidden ones left out. */
export default defineFunction(regionsCall, async (_input, ctx) => ({ regions: await readRegions(ctx.deps.db.db) }));

import { universitiesCall } from '../../shared/contracts/profile.ts';
import { defineFunction } from '../http/define-function.ts';
import { readUniversities } from '../services/profile/profile-service.ts';

/** `universities` (spec community §7): all of them ordered by name; public reference data. */
export default defineFunction(universitiesCall, async (_input, ctx) => ({ universities: await readUniversities(ctx.deps.db.db) }));

import { universitiesCall } from '@shared/contracts/profile.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { readUniversities } from '../profile-service.ts';

/** `universities`: all of them ordered by name; public reference data. */
export default defineFunction(universitiesCall, async (_input, ctx) => ({
  universities: await readUniversities(ctx.deps.db.db),
}));

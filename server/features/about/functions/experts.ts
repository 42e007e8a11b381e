import { expertsCall } from '@shared/contracts/about.ts';
import { EXPERTS_ON_ABOUT_PAGE } from '@shared/about.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { listGoldenProfiles } from '../experts-service.ts';

/** GET experts: the about page's seven golden-level profiles. Public like a profile page, but from a live session. */
export default defineFunction(expertsCall, async (_input, ctx) => {
  await ctx.session();
  return { experts: await listGoldenProfiles(ctx.deps.db.db, EXPERTS_ON_ABOUT_PAGE) };
});

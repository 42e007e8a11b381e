import { jobsCalls } from '@shared/contracts/career.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { createJob, deleteJob, jobOfPost, resumeOf, updateJob } from '../jobs-service.ts';
import { authorOf, viewerOf } from '@server/http/viewer.ts';

/** `jobs`: a post's vacancy or a person's resume. */
export default defineFunction(jobsCalls, {
  getByPost: async ({ postId, sessionId }, ctx) => ({
    job: await jobOfPost(ctx.deps.db.db, postId, viewerOf(ctx, sessionId)),
  }),
  getResume: async ({ profileId }, ctx) => ({ job: await resumeOf(ctx.deps.db.db, profileId) }),
  create: async ({ job }, ctx) => ({ job: await createJob(ctx.deps.db.db, await authorOf(ctx), job) }),
  update: async ({ job }, ctx) => ({ job: await updateJob(ctx.deps.db.db, await authorOf(ctx), job) }),
  delete: async ({ jobId }, ctx) => {
    await deleteJob(ctx.deps.db.db, await authorOf(ctx), jobId);
    return { ok: true as const };
  },
});

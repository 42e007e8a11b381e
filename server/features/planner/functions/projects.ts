import { projectsCalls } from '@shared/contracts/planner.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { HttpError } from '@server/errors.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import { archiveProject, createProject, updateProject } from '../projects-service.ts';
import { readProjects } from '../answer-sql.ts';

/** Projects (spec planner §7): owners and admins see every project of a space, others their own. */
export default defineFunction(projectsCalls, {
  get: async ({ sessionId, spaceId }, { deps }) => {
    const { json, spaceVisible } = await readProjects(deps.db.db, { sessionId }, { spaceId });
    if (spaceVisible === false) throw new HttpError('space_not_found');
    return jsonAnswer(projectsCalls.get, `{"projects":${json}}`);
  },
  create: async (data, ctx) => ({ project: await createProject(ctx.deps.db.db, await ctx.caller(), data) }),
  update: async (data, ctx) => ({ project: await updateProject(ctx.deps.db.db, await ctx.caller(), data) }),
  archive: async ({ id }, ctx) => ({ project: await archiveProject(ctx.deps.db.db, await ctx.caller(), id) }),
});

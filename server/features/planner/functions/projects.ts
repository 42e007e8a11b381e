import type { Language } from '@shared/constants.ts';
import { projectsCalls } from '@shared/contracts/planner.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { HttpError } from '@server/errors.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import { visitorLanguage } from '@server/http/language.ts';
import { archiveProject, createProject, updateProject } from '../projects-service.ts';
import { readProjects } from '../answer-sql.ts';

/** The creator's language: their setting, else what their browser asks for. */
const callerLanguageOf = (c: Parameters<typeof visitorLanguage>[0], caller: { language: Language | null }) =>
  caller.language ?? visitorLanguage(c);

/** Projects: owners and admins see every project of a space, others their own. */
export default defineFunction(projectsCalls, {
  get: async ({ sessionId, spaceId }, { deps }) => {
    const { json, spaceVisible } = await readProjects(deps.db.db, { sessionId }, { spaceId });
    if (spaceVisible === false) throw new HttpError('space_not_found');
    return jsonAnswer(projectsCalls.get, `{"projects":${json}}`);
  },
  create: async (data, ctx) => {
    const caller = await ctx.caller();
    return { project: await createProject(ctx.deps.db.db, caller, data, callerLanguageOf(ctx.c, caller)) };
  },
  update: async (data, ctx) => ({ project: await updateProject(ctx.deps.db.db, await ctx.caller(), data) }),
  archive: async ({ id }, ctx) => ({ project: await archiveProject(ctx.deps.db.db, await ctx.caller(), id) }),
});

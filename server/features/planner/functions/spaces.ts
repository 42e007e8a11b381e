import { spacesCalls } from '@shared/contracts/planner.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import { readSpaces } from '../answer-sql.ts';
import { archiveSpace, createSpace, updateSpace } from '../spaces-service.ts';

/** Spaces: the caller's spaces with their role and property slots. */
export default defineFunction(spacesCalls, {
  // The read checks the session inside its one statement (answer-sql.ts).
  get: async ({ sessionId }, { deps }) => {
    const { json } = await readSpaces(deps.db.db, { sessionId });
    return jsonAnswer(spacesCalls.get, `{"spaces":${json}}`);
  },
  create: async (data, ctx) => ({ space: await createSpace(ctx.deps.db.db, await ctx.caller(), data) }),
  update: async (data, ctx) => ({ space: await updateSpace(ctx.deps.db.db, await ctx.caller(), data) }),
  archive: async ({ id }, ctx) => archiveSpace(ctx.deps.db.db, await ctx.caller(), id),
});

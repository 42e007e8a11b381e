import { spacesActions as input } from '../../shared/schemas/planner.ts';
import { action, defineFunction } from '../http/define-function.ts';
import { resolveCaller } from '../services/planner/caller.ts';
import { readSpaces } from '../services/planner/answer-sql.ts';
import { jsonText } from '../services/planner/respond.ts';
import { archiveSpace, createSpace, updateSpace } from '../services/planner/spaces-service.ts';

/** Spaces (spec planner §7): the caller's spaces with their role and property slots. */
export default defineFunction({
  name: 'spaces',
  actions: {
    get: action({
      method: 'GET',
      input: input.get,
      async handler({ sessionId }, { deps, c }) {
        const { json } = await readSpaces(deps.db.db, { sessionId });
        return jsonText(c, `{"spaces":${json}}`);
      },
    }),
    create: action({
      method: 'POST',
      input: input.create,
      async handler(data, { deps }) {
        const caller = await resolveCaller(deps.db.db, data.sessionId);
        return { space: await createSpace(deps.db.db, caller, data) };
      },
    }),
    update: action({
      method: 'POST',
      input: input.update,
      async handler(data, { deps }) {
        const caller = await resolveCaller(deps.db.db, data.sessionId);
        return { space: await updateSpace(deps.db.db, caller, data) };
      },
    }),
    archive: action({
      method: 'POST',
      input: input.archive,
      async handler({ sessionId, id }, { deps }) {
        const caller = await resolveCaller(deps.db.db, sessionId);
        return archiveSpace(deps.db.db, caller, id);
      },
    }),
  },
});

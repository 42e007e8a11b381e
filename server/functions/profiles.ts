import { profilesActions as input } from '../../shared/schemas/planner.ts';
import { action, defineFunction } from '../http/define-function.ts';
import { resolveCaller } from '../services/planner/caller.ts';
import { profilesByIds, searchProfiles } from '../services/planner/profiles-service.ts';

/** profiles: search to add members (spec planner §5), and names/avatars by ids; signed-in callers. */
export default defineFunction({
  name: 'profiles',
  actions: {
    search: action({
      method: 'ANY',
      input: input.search,
      async handler({ sessionId, query }, { deps }) {
        await resolveCaller(deps.db.db, sessionId);
        return { profiles: await searchProfiles(deps.db.db, query) };
      },
    }),
    byIds: action({
      method: 'ANY',
      input: input.byIds,
      async handler({ sessionId, ids }, { deps }) {
        await resolveCaller(deps.db.db, sessionId);
        return { profiles: await profilesByIds(deps.db.db, ids) };
      },
    }),
  },
});

import { profileInput } from '../../shared/schemas/profile.ts';
import { action, defineFunction } from '../http/define-function.ts';
import { notFound } from '../http/errors.ts';
import { findProfileByUserId, findProfileByUsername } from '../services/profiles.ts';

/** GET profile: by username (public), else the caller's own (needs a signed-in session). */
export default defineFunction({
  name: 'profile',
  handler: action({
    method: 'GET',
    input: profileInput,
    async handler({ sessionId, username }, ctx) {
      const db = ctx.deps.db.db;
      // A profile page is public, but every call still comes from a live session.
      const profile = username
        ? (await ctx.session(sessionId), await findProfileByUsername(db, username))
        : await findProfileByUserId(db, await ctx.userId(sessionId));
      if (!profile) throw notFound('Profile not found', 'profile_not_found');
      return { profile };
    },
  }),
});

import { profileCall } from '../../shared/contracts/profile.ts';
import { defineFunction } from '../http/define-function.ts';
import { HttpError } from '../http/errors.ts';
import { findProfileByUserId, findProfileByUsername } from '../services/profiles.ts';

/** GET profile: by username (public), else the caller's own (needs a signed-in session). */
export default defineFunction(profileCall, async ({ username }, ctx) => {
  const db = ctx.deps.db.db;
  // A profile page is public, but every call still comes from a live session.
  const profile = username
    ? (await ctx.session(), await findProfileByUsername(db, username))
    : await findProfileByUserId(db, (await ctx.caller()).userId);
  if (!profile) throw new HttpError('profile_not_found');
  return { profile };
});

import { profileEditCall } from '@shared/contracts/profile.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { editProfile } from '../profile-service.ts';

/** POST profile-edit: the owner's profile, university, region, avatar and cover; `{}`. */
export default defineFunction(profileEditCall, async ({ profileId, profileData, universityData }, ctx) => {
  const caller = await ctx.caller();
  await editProfile(ctx.deps.db.db, ctx.deps.uploads, caller, { profileId, profileData, universityData });
  return {};
});

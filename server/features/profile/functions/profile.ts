import type { Language } from '@shared/constants.ts';
import { profileCall } from '@shared/contracts/profile.ts';
import { PROFILE_CONTACTS_PER_HOUR } from '@shared/schemas/profile.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { jsonAnswer } from '@server/http/json-answer.ts';
import { visitorLanguage } from '@server/http/language.ts';
import { readFullProfileJson } from '../profile-service.ts';

/**
 * GET profile: by username anyone's, public (the session is
 * optional); without one, the signed-in caller's own. The whole page in one answer: info,
 * university, region, resume, level and whether the reader owns it. Contacts go only to
 * signed-in readers, so a scraper gets no phone numbers, and to each of them for a limited
 * number of people an hour, so no account collects them in bulk. By username, the reader's session is
 * read in the profile's own statement: one round trip.
 */
export default defineFunction(profileCall, async ({ username, sessionId }, ctx) => {
  const db = ctx.deps.db.db;
  if (!username) {
    const caller = await ctx.caller();
    return jsonAnswer(
      profileCall,
      await readFullProfileJson(
        db,
        { userId: caller.userId },
        { signedIn: true, profileId: caller.profileId, userId: caller.userId },
        undefined,
        caller.language ?? visitorLanguage(ctx.c),
      ),
    );
  }
  const reader = sessionId
    ? { sessionId, onLanguage: (language: Language | null) => ctx.c.set('userLanguage', language) }
    : { signedIn: false, profileId: null };
  const perHour = Math.ceil(PROFILE_CONTACTS_PER_HOUR * (ctx.deps.config.rateLimitFactor ?? 1));
  return jsonAnswer(profileCall, await readFullProfileJson(db, { username }, reader, perHour, visitorLanguage(ctx.c)));
});

import { settingsCalls } from '@shared/contracts/session.ts';
import { DEFAULT_TIMEZONE } from '@shared/schemas/common.ts';
import { defineFunction } from '@server/http/define-function.ts';
import { chosenLanguage, setLanguageCookie, visitorLanguage } from '@server/http/language.ts';
import { HttpError } from '@server/errors.ts';
import { readPlannerSelection } from '@server/features/planner/selection-service.ts';
import { setSessionLanguage } from '@server/services/sessions.ts';
import { describeSessions, revokeSession, saveSettings, signOutOthers } from '../settings-service.ts';

/**
 * settings: the signed-in person's time zone and language, their sessions (listed, revoked one by
 * one or all but this one), and the planner's last space and project.
 */
export default defineFunction(settingsCalls, {
  // An anonymous session gets the time zone its browser reported and the visitor's language:
  // the one chosen with the switch, else the browser's.
  getUserSettings: async (_input, ctx) => {
    const session = await ctx.session();
    return {
      timezone: session.caller?.timezone ?? session.data.timezone ?? DEFAULT_TIMEZONE,
      language: session.caller?.language ?? chosenLanguage(ctx.c) ?? session.data.language ?? visitorLanguage(ctx.c),
    };
  },
  updateTimezone: async ({ data }, ctx) => {
    await saveSettings(ctx.deps.db.db, (await ctx.caller()).userId, { timezone: data.timezone });
    return { timezone: data.timezone };
  },
  // Before sign-in the choice is kept in the cookie and on the session, which carries it into a
  // brand-new person's settings at their first sign-in.
  updateLanguage: async ({ data, sessionId }, ctx) => {
    const session = await ctx.session();
    if (session.caller)
      await saveSettings(ctx.deps.db.db, session.caller.userId, { language: data.language, language_chosen: true });
    else await setSessionLanguage(ctx.deps.db.db, sessionId, data.language);
    setLanguageCookie(ctx.c, ctx.deps, data.language);
    return { language: data.language };
  },
  getSessions: async ({ sessionId }, ctx) => ({
    sessions: await describeSessions(ctx.deps.db.db, (await ctx.caller()).userId, sessionId),
  }),
  // Only one's own sessions: another person's (or an unknown) id is a 404, never a hint.
  revokeSession: async ({ data }, ctx) => {
    if (!(await revokeSession(ctx.deps.db.db, (await ctx.caller()).userId, data.id)))
      throw new HttpError('session_not_found');
    return { id: data.id };
  },
  signOutOthers: async ({ sessionId }, ctx) => ({
    ended: await signOutOthers(ctx.deps.db.db, (await ctx.caller()).userId, sessionId),
  }),
  getPlannerSelection: async (_input, ctx) => {
    const { userId, profileId } = await ctx.caller();
    return { selection: await readPlannerSelection(ctx.deps.db.db, userId, profileId) };
  },
  savePlannerSelection: async ({ data }, ctx) => {
    const change = { planner_space_id: data.spaceId, planner_project_id: data.projectId };
    await saveSettings(ctx.deps.db.db, (await ctx.caller()).userId, change);
    return { ok: true as const };
  },
});

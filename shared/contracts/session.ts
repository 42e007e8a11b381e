import { z } from 'zod';
import { defineCall, defineCalls } from '../contract.ts';
import { LANGUAGES } from '../schemas/common.ts';
import {
  checkSessionAnswer,
  checkSessionInput,
  revokeSessionAnswer,
  sessionsAnswer,
  plannerSelectionAnswer,
  settingsActions,
  signOutOthersAnswer,
  userSettingsAnswer,
} from '../schemas/session.ts';

/** `check-session`: start-up's lookup; a missing session is an answer, not an error. */
export const checkSessionCall = defineCall('check-session', {
  method: 'POST',
  input: checkSessionInput,
  output: checkSessionAnswer,
});

/** `settings`: the signed-in person's time zone and language, their sessions, and where their planner opens. */
export const settingsCalls = defineCalls('settings', {
  getUserSettings: { method: 'POST', input: settingsActions.getUserSettings, output: userSettingsAnswer },
  updateTimezone: { method: 'POST', input: settingsActions.updateTimezone, output: z.object({ timezone: z.string() }) },
  updateLanguage: {
    method: 'POST',
    input: settingsActions.updateLanguage,
    output: z.object({ language: z.enum(LANGUAGES) }),
  },
  getSessions: { method: 'POST', input: settingsActions.getSessions, output: sessionsAnswer },
  revokeSession: { method: 'POST', input: settingsActions.revokeSession, output: revokeSessionAnswer },
  signOutOthers: { method: 'POST', input: settingsActions.signOutOthers, output: signOutOthersAnswer },
  getPlannerSelection: { method: 'POST', input: settingsActions.getPlannerSelection, output: plannerSelectionAnswer },
  savePlannerSelection: {
    method: 'POST',
    input: settingsActions.savePlannerSelection,
    output: z.object({ ok: z.literal(true) }),
  },
});

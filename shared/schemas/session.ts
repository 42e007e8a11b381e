import { z } from 'zod';
import { V } from '../i18n/validation.ts';
import { idSchema, LANGUAGES, sessionIdSchema, timezoneSchema } from './common.ts';

export const checkSessionInput = z.object({ sessionId: sessionIdSchema });
export const checkSessionAnswer = z.object({
  exists: z.boolean(),
  isAuth: z.boolean(),
  userId: z.number().nullable(),
});
export type CheckSessionAnswer = z.infer<typeof checkSessionAnswer>;

/** The `settings` function, one schema per action. */
export const settingsActions = {
  getUserSettings: z.object({ action: z.literal('getUserSettings'), sessionId: sessionIdSchema }),
  updateTimezone: z.object({
    action: z.literal('updateTimezone'),
    sessionId: sessionIdSchema,
    data: z.object({ timezone: timezoneSchema }),
  }),
  updateLanguage: z.object({
    action: z.literal('updateLanguage'),
    sessionId: sessionIdSchema,
    data: z.object({ language: z.enum(LANGUAGES, { error: V.language }) }),
  }),
  getSessions: z.object({ action: z.literal('getSessions'), sessionId: sessionIdSchema }),
  /** `data.id`: a session's opaque id from getSessions (never a session id). */
  revokeSession: z.object({
    action: z.literal('revokeSession'),
    sessionId: sessionIdSchema,
    data: z.object({ id: z.uuid({ error: V.sessionId }) }),
  }),
  signOutOthers: z.object({ action: z.literal('signOutOthers'), sessionId: sessionIdSchema }),
  getPlannerSelection: z.object({ action: z.literal('getPlannerSelection'), sessionId: sessionIdSchema }),
  /** The planner's last space and project, so another device opens there too; checked against what one sees. */
  savePlannerSelection: z.object({
    action: z.literal('savePlannerSelection'),
    sessionId: sessionIdSchema,
    data: z.object({
      spaceId: idSchema,
      projectId: idSchema.nullable(),
    }),
  }),
};

/** Where the planner opens: `null` for a person with no spaces. */
export const plannerSelectionAnswer = z.object({
  selection: z.object({ spaceId: z.number().int(), projectId: z.number().int().nullable() }).nullable(),
});
export type PlannerSelectionAnswer = z.infer<typeof plannerSelectionAnswer>;

export const userSettingsAnswer = z.object({
  timezone: z.string(),
  language: z.enum(LANGUAGES),
});
export type UserSettings = z.infer<typeof userSettingsAnswer>;

/** One session in Settings: `id` is opaque (not the session id, nor part of it). */
export const sessionInfo = z.object({
  id: z.string(),
  device: z.string(),
  userAgent: z.string().nullable(),
  /** approximate network: 203.0.113.x, 2001:db8:85a3::/48 */
  network: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
export const sessionsAnswer = z.object({ sessions: z.array(sessionInfo) });
export const revokeSessionAnswer = z.object({ id: z.string() });
export const signOutOthersAnswer = z.object({ ended: z.number().int() });

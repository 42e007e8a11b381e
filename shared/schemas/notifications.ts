import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notifications/kinds.ts';
import { careerInput } from './career.ts';
import { idSchema, sessionIdSchema } from './common.ts';

const s = { sessionId: sessionIdSchema };
const c = careerInput.shape;

/** A saved career filter ("Notify me" on the board): the board's filters without the page. */
export const careerFilterSchema = z.object({
  search: c.search,
  workStatus: c.workStatus,
  workType: c.workType,
  workFormat: c.workFormat,
  salaryCurrency: c.salaryCurrency,
  salaryPeriod: c.salaryPeriod,
  salaryFrom: c.salaryFrom,
  salaryTo: c.salaryTo,
});

/** The `notifications` function: the person's switches per kind, and their saved career filter. */
export const notificationsActions = {
  get: z.object({ action: z.literal('get'), ...s }),
  update: z.object({ action: z.literal('update'), ...s, kind: z.enum(NOTIFICATION_KINDS), on: z.boolean() }),
  saveCareerAlert: z.object({ action: z.literal('saveCareerAlert'), ...s, filter: careerFilterSchema }),
  deleteCareerAlert: z.object({ action: z.literal('deleteCareerAlert'), ...s }),
};

export const notificationSwitchesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodBoolean
  >,
);

export const notificationsAnswer = z.object({
  notifications: notificationSwitchesSchema,
  /** false: the person did not sign in with Telegram, so the bot cannot write to them */
  telegram: z.boolean(),
  /** true: the person blocked the bot (it had a 403 from Telegram); nothing reaches them until they unblock it */
  botBlocked: z.boolean(),
  careerAlert: careerFilterSchema.nullable(),
});

/** What can be sent into a chat from the app. */
export const SHARE_TYPES = ['post', 'vacancy', 'quiz'] as const;

/** The `share` function: a message prepared with the Bot API for Telegram's own share sheet. */
export const shareActions = {
  prepare: z.object({ action: z.literal('prepare'), ...s, type: z.enum(SHARE_TYPES), id: idSchema }),
};

export const shareAnswer = z.object({
  /** for `shareMessage` (Bot API 8.0+); null when the bot cannot prepare one (no bot, not a Telegram account) */
  preparedMessageId: z.string().nullable(),
  /** the link that opens the item in the mini-app, for the t.me/share fallback */
  link: z.string().nullable(),
  title: z.string(),
});

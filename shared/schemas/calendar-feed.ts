import { z } from 'zod';
import { V } from '../i18n/validation.ts';
import { sessionIdSchema } from './common.ts';

/**
 * Which tasks a calendar subscription carries: `mine`, the tasks assigned to
 * the person and the unassigned ones of the projects they are a member of; `all`, every task
 * of every project they can see.
 */
export const CALENDAR_SCOPES = ['mine', 'all'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];

const s = { sessionId: sessionIdSchema };

/** The `calendar-feed` function: the person's subscription address and what it carries. */
export const calendarFeedActions = {
  get: z.object({ action: z.literal('get'), ...s }),
  rotate: z.object({ action: z.literal('rotate'), ...s }),
  update: z.object({ action: z.literal('update'), ...s, scope: z.enum(CALENDAR_SCOPES, { error: V.calendarScope }) }),
};

export const calendarFeedAnswer = z.object({
  /** PUBLIC_URL/ics/{token}.ics: the token is the only key, so the address is a secret */
  url: z.string(),
  scope: z.enum(CALENDAR_SCOPES),
});
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswer>;

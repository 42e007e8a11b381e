import { z } from 'zod';
import { V } from '../i18n/validation.ts';
import { sessionIdSchema } from './common.ts';

/** How long a realtime ticket may wait before the stream redeems it. */
export const REALTIME_TICKET_TTL_SECONDS = 30;

/** POST /functions/v1/realtime: the session asks for a ticket to open its stream with. */
export const realtimeTicketInput = z.object({ sessionId: sessionIdSchema });
/** `ticket`: single use, 144 random bits (24 base64url characters); `expiresIn` in seconds. */
export const realtimeTicketAnswer = z.object({ ticket: z.string(), expiresIn: z.number() });

/** GET /functions/v1/realtime?ticket=…: the stream's own query (not a function call). */
export const realtimeTicketSchema = z
  .string({ error: V.realtimeTicket })
  .regex(/^[A-Za-z0-9_-]{22,64}$/, { error: V.realtimeTicket });
/**
 * `since`: the moment (the server's clock, ms) the page's data was read, for a page the server
 * drew: the stream first sends the changes made since then that the person may see (or says
 * `resync` when it no longer knows them all), so the page asks again only for what changed.
 */
export const realtimeStreamInput = z.object({
  ticket: realtimeTicketSchema,
  since: z
    .string({ error: V.realtimeSince })
    .regex(/^\d{1,15}$/, { error: V.realtimeSince })
    .transform(Number)
    .optional(),
});

import { z } from 'zod';
import { idSchema, sessionIdSchema, textSchema } from './common.ts';

/**
 * Files the app hands out: an event's .ics, a quiz's results as CSV, a
 * profile's vCard. Each is served from an address of our own that a signed token authorises,
 * since Telegram's downloader (`downloadFile`, Bot API 8.0) fetches it without the session.
 */
export const fileRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), eventId: idSchema }),
  z.object({ kind: z.literal('quizResults'), quizId: idSchema }),
  z.object({ kind: z.literal('contact'), username: textSchema.min(1).max(64) }),
]);
export type FileRef = z.infer<typeof fileRefSchema>;

export const fileLinkInput = z.object({ sessionId: sessionIdSchema.optional(), file: fileRefSchema });
export const fileLinkAnswer = z.object({
  /** absolute, under PUBLIC_URL: Telegram fetches it from outside the page */
  url: z.string(),
  fileName: z.string(),
});

/** How long a file's address works (any number of times: Telegram asks the person first, then fetches). */
export const FILE_LINK_SECONDS = 10 * 60;

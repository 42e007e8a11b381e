import { z } from 'zod';

export const sessionIdSchema = z.uuid({ error: 'must be a session id (UUID)' });
export const idSchema = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be a positive id' })
  .max(2_147_483_647, { error: 'is too large' });

export const withSession = z.object({ sessionId: sessionIdSchema });

/** The error envelope every function answers with on failure. */
export const errorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export { LANGUAGES, DEFAULT_LANGUAGE, DEFAULT_TIMEZONE, type Language } from '../constants.ts';

const zones = new Set<string>(Intl.supportedValuesOf('timeZone'));
zones.add('UTC');
/** IANA names only: what `Intl` knows on this runtime. */
export const isIanaTimezone = (tz: string) => zones.has(tz);
export const timezoneSchema = z
  .string()
  .max(64)
  .refine(isIanaTimezone, { error: 'must be an IANA time zone such as Europe/Moscow' });

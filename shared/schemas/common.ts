import { z } from 'zod';
import { V } from '../i18n/validation.ts';

export const sessionIdSchema = z.uuid({ error: V.sessionId });
export const idSchema = z.coerce
  .number({ error: V.number })
  .int({ error: V.wholeNumber })
  .positive({ error: V.positiveId })
  .max(2_147_483_647, { error: V.tooLarge });

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
  .refine(isIanaTimezone, { error: V.timezone });

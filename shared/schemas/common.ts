import { z } from 'zod';
import { isDay } from '../dates/dated.ts';
import { V } from '../i18n/validation.ts';
import { dropInvisible } from '../visible-text.ts';

export const sessionIdSchema = z.uuid({ error: V.sessionId });
/**
 * Ids are positive integers: a JSON number, or digits alone (a query string carries
 * everything as text). Nothing else is turned into a number: not `"0x10"`, `" 5"`,
 * `"1e3"`, `[1]` or `true`, which a plain coercion would have made an id.
 */
const DIGITS = /^[0-9]{1,16}$/;
export const idSchema = z.preprocess(
  (v) => (typeof v === 'string' && DIGITS.test(v) ? Number(v) : v),
  z
    .number({ error: V.number })
    .int({ error: V.wholeNumber })
    .positive({ error: V.positiveId })
    .max(2_147_483_647, { error: V.tooLarge }),
);

/**
 * Every string an input carries is built on this one: PostgreSQL cannot store a NUL
 * character (text, json and jsonb all refuse it), so it is a 400 here, never a 500 there.
 */
export const textSchema = z.string().regex(/^[^\u0000]*$/, { error: V.nulCharacter });

/**
 * A title or a name people read: text without the invisible and
 * direction-changing characters (shared/visible-text.ts), trimmed, required (`error` when
 * nothing is left) and at most `max` long.
 */
export const visibleText = (max: number, error: string = V.required) =>
  textSchema.overwrite(dropInvisible).trim().min(1, { error }).max(max);

// Date.UTC maps the years 0–99 to 1900–1999: parse the bounds instead.
const MIN_DATE = Date.parse('0001-01-01T00:00:00.000Z');
const MAX_DATE = Date.parse('9999-12-31T23:59:59.999Z');
/**
 * An ISO date-time with its offset, as an instant between the years 0001 and 9999 (UTC):
 * what the database stores and the app can show; `0000-…` or an offset that carries
 * 9999-12-31 into the year 10000 is a 400.
 */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: V.isoDate }).refine(
  (v) => {
    const at = Date.parse(v);
    return at >= MIN_DATE && at <= MAX_DATE;
  },
  { error: V.dateRange },
);

/** A calendar day, `YYYY-MM-DD`, that the calendar has (no 30 February), between 0001 and 9999. */
export const dayKeySchema = z
  .string()
  // A value that is not shaped like a day gets one message, not a second one for the calendar.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.day, abort: true })
  .refine((v) => isDay(v), { error: V.day });

/**
 * A date that is a calendar day (`YYYY-MM-DD`, the same day for everyone) or a moment (an ISO
 * date-time with its offset): shared/dates/dated.ts, docs/dates.md.
 */
export const datedSchema = z.string({ error: V.isoDate }).superRefine((v, ctx) => {
  // Read as what it looks like, so a bad moment gets the moment's message (its years, its offset).
  const checked = (/^\d{4}-\d{2}-\d{2}$/.test(v) ? dayKeySchema : isoDateTimeSchema).safeParse(v);
  if (!checked.success)
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
});

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
export const timezoneSchema = textSchema.max(64).refine(isIanaTimezone, { error: V.timezone });

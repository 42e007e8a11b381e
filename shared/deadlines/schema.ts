import { z } from 'zod';
import { V } from '../i18n/validation.ts';
import { dayKeySchema } from '../schemas/common.ts';
import { unitsFor } from './rules.ts';
import { AMOUNT_LIMITS, CODES, FIRST_EVENT_YEAR, LAST_EVENT_YEAR, UNITS, type DeadlineQuery } from './types.ts';

/*
 * A deadline query as a form or a call sends it: the event's day, the period and the code.
 * Messages are keys of the `validation` namespace; an amount's limit depends on its unit
 * (AMOUNT_LIMITS), so it is checked once the unit is known and reported with its `maximum`,
 * as any other number limit is.
 */

/** A real calendar day (no 30 February) in the years our holiday rules cover. */
export const eventDay = dayKeySchema.refine(
  (v) => {
    const year = Number(v.slice(0, 4));
    // A value that is not a day at all already has its own message.
    return !Number.isInteger(year) || (year >= FIRST_EVENT_YEAR && year <= LAST_EVENT_YEAR);
  },
  { error: V.deadlineYear },
);

export const deadlineQuerySchema = z
  .object({
    from: eventDay,
    // Only a non-number amount gets `number`: a missing one is `required`, and its limits keep
    // zod's codes and numbers, which the shared issue reader (shared/i18n/validation.ts) turns into texts.
    amount: z
      .number({ error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined ? V.number : undefined) })
      .int({ error: V.wholeNumber })
      .min(1),
    unit: z.enum(UNITS),
    code: z.enum(CODES),
  })
  .superRefine((q, ctx) => {
    const maximum = AMOUNT_LIMITS[q.unit];
    if (q.amount > maximum)
      ctx.addIssue({ code: 'too_big', origin: 'number', maximum, inclusive: true, input: q.amount, path: ['amount'] });
    if (!unitsFor(q.code).includes(q.unit))
      ctx.addIssue({ code: 'custom', message: V.deadlineUnit, input: q.unit, path: ['unit'] });
  }) satisfies z.ZodType<DeadlineQuery>;

import { z } from 'zod';
import { V } from '../i18n/validation.ts';
import { deadlineQuerySchema, eventDay } from '../deadlines/schema.ts';
import { DEADLINE_PRESETS } from '../deadlines/presets.ts';
import { CODES, UNITS } from '../deadlines/types.ts';

/*
 * The `deadlines` call (a public calculator: no session) and the deadline rule a task may carry.
 * A query string carries everything as text, so the amount is read from written-out numbers
 * alone ("", " 1" or "0x10" stay text): "-1" and "1.5" are numbers, so they are told what the
 * amount must be rather than that it is not a number.
 */

const WRITTEN_NUMBER = /^-?[0-9]{1,15}(\.[0-9]{1,15})?$/;
const amountFromQuery = (v: unknown) => (typeof v === 'string' && WRITTEN_NUMBER.test(v) ? Number(v) : v);

const PRESET_IDS = DEADLINE_PRESETS.map((p) => p.id) as [string, ...string[]];
export const presetIdSchema = z.enum(PRESET_IDS, { error: V.deadlinePreset });

/** A task's rule as kept and answered: always with its period, and the preset it came from, if any. */
export const deadlineRuleSchema = z.object({
  from: z.string(),
  amount: z.number(),
  unit: z.enum(UNITS),
  code: z.enum(CODES),
  preset: z.string().nullable(),
});
export type DeadlineRule = z.infer<typeof deadlineRuleSchema>;

/**
 * A period as a person picks it: a preset (its code, period and article are the preset's), or a
 * period of their own in a code (`amount`, `unit`, `code`). Read into the full rule, so the server
 * and the task keep one shape.
 */
export const deadlineRuleInput = z
  .object({
    from: eventDay,
    preset: presetIdSchema.nullish(),
    amount: z.unknown().optional(),
    unit: z.unknown().optional(),
    code: z.unknown().optional(),
  })
  .transform((v, ctx): DeadlineRule => {
    if (v.preset != null) {
      const p = DEADLINE_PRESETS.find((x) => x.id === v.preset)!;
      return { from: v.from, amount: p.amount, unit: p.unit, code: p.code, preset: p.id };
    }
    const q = deadlineQuerySchema.safeParse({
      from: v.from,
      amount: amountFromQuery(v.amount),
      unit: v.unit,
      code: v.code,
    });
    if (q.success) return { ...q.data, preset: null };
    for (const issue of q.error.issues) ctx.addIssue({ ...issue, input: undefined } as never);
    return z.NEVER;
  });
export type DeadlineRuleInput = z.input<typeof deadlineRuleInput>;

export const deadlinesInput = {
  compute: z.intersection(z.object({ action: z.literal('compute') }), deadlineRuleInput),
  presets: z.object({ action: z.literal('presets') }),
};

/** One step of the count, worded in the caller's language; `day` is the day it reached, if any. */
export const deadlineStepSchema = z.object({
  kind: z.enum(['start', 'add', 'clamp', 'move', 'stay']),
  text: z.string(),
  day: z.string().nullable(),
});

export const deadlineAnswer = z.object({
  due: z.string(),
  /** The rule as computed: a preset's period filled in. */
  rule: deadlineRuleSchema,
  steps: z.array(deadlineStepSchema),
  calendar: z.object({
    known: z.boolean(),
    source: z.string().nullable(),
    years: z.array(z.number()),
    /** The warning to show when `known` is false, in the caller's language. */
    warning: z.string().nullable(),
  }),
});
export type DeadlineAnswer = z.infer<typeof deadlineAnswer>;

export const deadlinePresetSchema = z.object({
  id: z.string(),
  code: z.enum(CODES),
  /** The article as a reader cites it, in the caller's language ("ч. 2 ст. 321 ГПК РФ", "Civil Procedure Code, art. 321(2)"). */
  article: z.string(),
  title: z.string(),
  /** The event the period runs from. */
  from: z.string(),
  amount: z.number(),
  unit: z.enum(UNITS),
});
export const deadlinePresetsAnswer = z.object({ presets: z.array(deadlinePresetSchema) });
export type DeadlinePresetView = z.infer<typeof deadlinePresetSchema>;

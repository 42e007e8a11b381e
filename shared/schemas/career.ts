import { z } from 'zod';
import {
  CAREER_LIMITS as L,
  CAREER_TABS,
  EVENT_TYPES,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  WORK_FORMATS,
  WORK_STATUSES,
  WORK_TYPES,
} from '../career/constants.ts';
import { V } from '../i18n/validation.ts';
import { datedAfter, isDay } from '../dates/dated.ts';
import { datedSchema, idSchema, sessionIdSchema, textSchema, visibleText } from './common.ts';

/**
 * Jobs, events, regions and the career board: the same schemas check the forms in the app and
 * the calls on the server.
 */

const s = { sessionId: sessionIdSchema };
const required = (max: number, error: string = V.required) => textSchema.trim().min(1, { error }).max(max);
const money = z
  .number({ error: V.wholeNumber })
  .int({ error: V.wholeNumber })
  .min(0, { error: V.notNegative })
  .max(L.maxSalary);

export const salarySchema = z.union([
  z.object({ amount: money, period: z.enum(SALARY_PERIODS), currency: z.enum(SALARY_CURRENCIES) }).strict(),
  z
    .object({
      range: z.object({ from: money, to: money }).refine((r) => r.from <= r.to, { error: V.salaryRange, path: ['to'] }),
      period: z.enum(SALARY_PERIODS),
      currency: z.enum(SALARY_CURRENCIES),
    })
    .strict(),
]);
export type Salary = z.infer<typeof salarySchema>;

const jobFields = {
  title: visibleText(L.title),
  description: required(L.description),
  work_status: z.array(z.enum(WORK_STATUSES)).max(WORK_STATUSES.length).default([]),
  work_type: z.array(z.enum(WORK_TYPES)).max(WORK_TYPES.length).default([]),
  work_format: z.array(z.enum(WORK_FORMATS)).max(WORK_FORMATS.length).default([]),
  salary: salarySchema.nullable().default(null),
};
/** A vacancy on a post, or the caller's resume (`post_id` null, `profile_id` their own). */
export const jobInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('vacancy'), post_id: idSchema, ...jobFields }),
  z.object({ type: z.literal('resume'), post_id: z.null().optional(), profile_id: idSchema.optional(), ...jobFields }),
]);
export type JobInput = z.output<typeof jobInput>;

export const jobsActions = {
  getByPost: z.object({ action: z.literal('getByPost'), sessionId: sessionIdSchema.optional(), postId: idSchema }),
  /** a profile's resume (public, as on the career board) */
  getResume: z.object({ action: z.literal('getResume'), sessionId: sessionIdSchema.optional(), profileId: idSchema }),
  create: z.object({ action: z.literal('create'), ...s, job: jobInput }),
  update: z.object({ action: z.literal('update'), ...s, job: z.intersection(jobInput, z.object({ id: idSchema })) }),
  delete: z.object({ action: z.literal('delete'), ...s, jobId: idSchema }),
};

export const jobSchema = z.object({
  id: z.number(),
  post_id: z.number().nullable(),
  type: z.enum(['vacancy', 'resume']),
  profile_id: z.number(),
  title: z.string(),
  description: z.string(),
  work_status: z.array(z.enum(WORK_STATUSES)),
  work_type: z.array(z.enum(WORK_TYPES)),
  work_format: z.array(z.enum(WORK_FORMATS)),
  salary: salarySchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

const httpLink = textSchema
  .trim()
  .max(2048)
  .url({ error: V.httpLink })
  .refine((u) => /^https?:\/\//i.test(u), { error: V.httpLink });

export const eventInput = z
  .object({
    post_id: idSchema,
    title: visibleText(L.title, V.eventTitle),
    description: textSchema.trim().max(L.description).nullish(),
    location: textSchema.trim().max(L.location).nullish(),
    /** A moment, or a calendar day for an all-day event (docs/dates.md); the end of the same kind. */
    start_date: datedSchema.nullish(),
    end_date: datedSchema.nullish(),
    type: z.enum(EVENT_TYPES).default('other'),
    is_online: z.boolean().default(false),
    is_offline: z.boolean().default(true),
    link: httpLink.nullish().or(z.literal('').transform(() => null)),
    cover: textSchema.trim().max(2048).nullish(),
    region_id: idSchema.nullish(),
  })
  .refine((e) => Boolean(e.start_date), { error: V.eventStart, path: ['start_date'] })
  .refine((e) => !e.is_offline || Boolean(e.location?.trim()), { error: V.eventLocation, path: ['location'] })
  .refine((e) => !e.end_date || !e.start_date || !datedAfter(e.start_date, e.end_date), {
    error: V.eventEnd,
    path: ['end_date'],
  })
  .refine((e) => !e.end_date || !e.start_date || isDay(e.end_date) === isDay(e.start_date), {
    error: V.eventEndKind,
    path: ['end_date'],
  });
export type EventInput = z.output<typeof eventInput>;

export const eventActions = {
  getByPost: z.object({ action: z.literal('getByPost'), sessionId: sessionIdSchema.optional(), postId: idSchema }),
  create: z.object({ action: z.literal('create'), ...s, event: eventInput }),
  update: z.object({
    action: z.literal('update'),
    ...s,
    event: z.intersection(eventInput, z.object({ id: idSchema })),
  }),
  delete: z.object({ action: z.literal('delete'), ...s, eventId: idSchema }),
};

export const regionSchema = z.object({ id: z.number(), code: z.string(), title: z.string(), is_top: z.boolean() });
export type Region = z.infer<typeof regionSchema>;

export const eventSchema = z.object({
  id: z.number(),
  post_id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  type: z.enum(EVENT_TYPES),
  is_online: z.boolean(),
  is_offline: z.boolean(),
  link: z.string().nullable(),
  cover: z.string().nullable(),
  region_id: z.number().nullable(),
  region: z.object({ title: z.string(), code: z.string() }).nullable(),
});
export type EventItem = z.infer<typeof eventSchema>;

export const regionsInput = z.object({ sessionId: sessionIdSchema.optional() });
export const regionsAnswer = z.object({ regions: z.array(regionSchema) });

/** A comma-joined list in the query (`remote,hybrid`), each value from its list. */
const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean)
          : v,
      z.array(z.enum(values)).max(values.length),
    )
    .optional();
const amount = z.preprocess(
  (v) => (v === '' ? undefined : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
  money.optional(),
);

export const careerInput = z
  .object({
    sessionId: sessionIdSchema.optional(),
    tab: z.enum(CAREER_TABS).default('jobs'),
    page: idSchema.refine((n) => n <= L.maxPage, { error: V.tooLarge }).default(1),
    limit: idSchema.refine((n) => n <= L.maxLimit, { error: V.tooLarge }).default(L.pageSize),
    /** keyset: the last job id the reader has (Load more) */
    after: idSchema.optional(),
    search: textSchema.max(L.search).optional(),
    workStatus: csv(WORK_STATUSES),
    workType: csv(WORK_TYPES),
    workFormat: csv(WORK_FORMATS),
    salaryCurrency: csv(SALARY_CURRENCIES),
    salaryPeriod: csv(SALARY_PERIODS),
    salaryFrom: amount,
    salaryTo: amount,
  })
  .refine((q) => q.salaryFrom === undefined || q.salaryTo === undefined || q.salaryFrom <= q.salaryTo, {
    error: V.salaryRange,
    path: ['salaryTo'],
  });
export type CareerQuery = z.output<typeof careerInput>;

const careerProfile = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  type: z.string(),
  info: z.object({ city: z.string().optional() }),
});
export const careerJobSchema = jobSchema.extend({
  post: z.object({ url: z.string(), slug: z.string() }),
  profile: careerProfile,
});
export const jobSeekerSchema = careerProfile.extend({ resume: jobSchema });
export const careerAnswer = z.object({
  jobs: z.array(careerJobSchema).optional(),
  jobSeekers: z.array(jobSeekerSchema).optional(),
  pagination: z.object({ page: z.number(), hasMore: z.boolean() }),
});

import { z } from 'zod';
import { V } from '../i18n/validation.ts';
import { QUIZ_LIMITS as L, REGISTRATION_TYPES, RESULTS_VISIBILITY } from '../quiz/rules.ts';
import { idSchema, sessionIdSchema, textSchema, visibleText } from './common.ts';

/**
 * The quiz calls: `quiz` (the editor's and the
 * player's), `quiz-pass` (a finished attempt) and `quiz-results`. The server is the judge: a
 * submission's score fields are accepted, as the earlier system's payload had them, and ignored.
 */

const s = { sessionId: sessionIdSchema };
/** Ids the editor gives questions, options and fields (kept, so stored answers keep their meaning). */
const localId = textSchema.regex(/^[A-Za-z0-9_-]{1,40}$/, { error: V.invalidId });
const required = (max: number) => textSchema.trim().min(1, { error: V.required }).max(max);

export const optionInput = z.object({ id: localId.optional(), text: required(L.option), isCorrect: z.boolean() });
export const questionInput = z
  .object({
    id: localId.optional(),
    question: required(L.question),
    explanation: textSchema.trim().max(L.explanation).nullish(),
    options: z.array(optionInput).max(L.maxOptions),
  })
  .refine((q) => q.options.length >= L.minOptions, { error: V.quizTwoOptions, path: ['options'] })
  .refine((q) => q.options.filter((o) => o.isCorrect).length === 1, { error: V.quizOneCorrect, path: ['options'] });

export const registrationFieldSchema = z.object({
  id: localId,
  type: z.enum(REGISTRATION_TYPES),
  label: required(L.fieldLabel),
  placeholder: textSchema.trim().max(L.fieldLabel).default(''),
  required: z.boolean().default(false),
});

export const quizInput = z
  .object({
    post_id: idSchema,
    title: visibleText(L.title),
    description: textSchema.trim().max(L.description).nullish(),
    content: z.array(questionInput).min(1, { error: V.quizNoQuestions }).max(L.questions),
    is_anonymous: z.boolean().default(true),
    is_one_time: z.boolean().default(false),
    is_time_limit: z.boolean().default(false),
    time_limit: z.number().int({ error: V.wholeNumber }).min(1).max(L.maxTimeLimit).nullish(),
    results_visible: z.enum(RESULTS_VISIBILITY).default('owner'),
    is_answers_visible: z.boolean().default(false),
    is_registration: z.boolean().default(false),
    registration: z.array(registrationFieldSchema).max(L.registrationFields).default([]),
  })
  .refine((q) => !q.is_time_limit || (q.time_limit ?? null) !== null, {
    error: V.quizTimeLimitRequired,
    path: ['time_limit'],
  })
  .refine((q) => new Set(q.registration.map((f) => f.id)).size === q.registration.length, {
    error: V.duplicateId,
    path: ['registration'],
  })
  // Anonymous forces one-time off: who took part is not kept apart.
  .transform((q) => ({
    ...q,
    is_one_time: q.is_anonymous ? false : q.is_one_time,
    time_limit: q.is_time_limit ? q.time_limit! : null,
  }));
export type QuizInput = z.output<typeof quizInput>;

export const quizActions = {
  getByPost: z.object({ action: z.literal('getByPost'), sessionId: sessionIdSchema.optional(), postId: idSchema }),
  create: z.object({ action: z.literal('create'), ...s, quiz: quizInput }),
  update: z.object({ action: z.literal('update'), ...s, quizId: idSchema, quiz: quizInput }),
  delete: z.object({ action: z.literal('delete'), ...s, quizId: idSchema }),
  setPaused: z.object({ action: z.literal('setPaused'), ...s, quizId: idSchema, paused: z.boolean() }),
  archiveResult: z.object({ action: z.literal('archiveResult'), ...s, resultId: idSchema }),
  start: z.object({ action: z.literal('start'), ...s, quizId: idSchema }),
  exportResults: z.object({ action: z.literal('exportResults'), ...s, quizId: idSchema }),
};

const optionOut = z.object({ id: z.string(), option: z.string(), is_correct: z.boolean().optional() });
const questionOut = z.object({
  id: z.string(),
  number: z.number(),
  question: z.string(),
  /** null until the reader may see it */
  explanation: z.string().nullable(),
  options: z.array(optionOut),
});
export const quizSchema = z.object({
  id: z.number(),
  post_id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  /** empty before a time-limited quiz's start, so its clock runs from the first look: they come with `start` */
  content: z.array(questionOut),
  question_count: z.number(),
  passed_count: z.number(),
  is_anonymous: z.boolean(),
  is_time_limit: z.boolean(),
  time_limit: z.number().nullable(),
  results_visible: z.enum(RESULTS_VISIBILITY),
  is_paused: z.boolean(),
  is_one_time: z.boolean(),
  is_answers_visible: z.boolean(),
  is_registration: z.boolean(),
  registration: z.array(
    z.object({
      id: z.string(),
      type: z.enum(REGISTRATION_TYPES),
      label: z.string(),
      placeholder: z.string(),
      required: z.boolean(),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Quiz = z.infer<typeof quizSchema>;

const scoreSummary = z.object({
  score: z.number(),
  correctAnswers: z.number(),
  wrongAnswers: z.number(),
  totalQuestions: z.number(),
});
const reviewedAnswer = z.object({
  questionId: z.string(),
  selectedOptionId: z.string().nullable(),
  isCorrect: z.boolean(),
});

export const quizViewerSchema = z.object({
  isOwner: z.boolean(),
  /** the reader has a stored result (a one-time quiz then stays closed to them) */
  completed: z.boolean(),
  /** correct options and explanations are in `quiz` (owner, or finished with answers visible) */
  answersRevealed: z.boolean(),
  lastResult: scoreSummary.extend({ created_at: z.string(), answers: z.array(reviewedAnswer).nullable() }).nullable(),
  /** an attempt begun and not finished (the player resumes its countdown) */
  openAttempt: z.object({ id: z.number(), startedAt: z.string(), deadline: z.string().nullable() }).nullable(),
  canStart: z.boolean(),
});
export type QuizViewer = z.infer<typeof quizViewerSchema>;

export const quizAnswer = z.object({ quiz: quizSchema.nullable(), viewer: quizViewerSchema.nullable() });
export const startAnswer = z.object({
  attempt: z.object({ id: z.number(), startedAt: z.string(), deadline: z.string().nullable() }),
  /** the questions, without correct options: a timed quiz's reach the player only here */
  questions: z.array(questionOut),
});
export const exportAnswer = z.object({ filename: z.string(), csv: z.string() });

/** quiz-pass: the spec's payload; only the chosen option ids are read. */
export const quizPassInput = z.object({
  ...s,
  quizId: idSchema,
  results: z.object({
    totalQuestions: z.number().optional(),
    correctAnswers: z.number().optional(),
    wrongAnswers: z.number().optional(),
    score: z.number().optional(),
    answers: z
      .array(z.object({ questionId: localId, selectedOptionId: localId.nullable(), isCorrect: z.boolean().optional() }))
      .max(L.questions),
  }),
  registration: z.record(localId, textSchema.max(L.fieldValue)).nullish(),
});
export const quizPassAnswer = z.object({
  alreadyCompleted: z.boolean(),
  /** the server's own scoring; `answers` only when the quiz shows them */
  result: scoreSummary.extend({ answers: z.array(reviewedAnswer).nullable() }).nullable(),
});

export const quizResultsInput = z.object({
  sessionId: sessionIdSchema.optional(),
  quizId: idSchema,
  sort: z.enum(['date', 'score']).default('date'),
  page: idSchema.refine((n) => n <= L.maxResultsPage, { error: V.tooLarge }).optional(),
  /** keyset: the last result id the reader has */
  after: idSchema.optional(),
});
export const quizResultSchema = z.object({
  id: z.number(),
  quiz_id: z.number(),
  result: z.number(),
  correct: z.number(),
  total: z.number(),
  created_at: z.string(),
  is_archived: z.boolean(),
  /** a one-time attempt whose time ran out, stored as a zero result */
  time_over: z.boolean(),
  /** null on an anonymous quiz, and for a result given while the quiz was anonymous */
  profile: z
    .object({ id: z.number(), name: z.string(), username: z.string(), avatar: z.string().nullable() })
    .nullable(),
  /** the owner's alone */
  registration: z.record(z.string(), z.string()).nullable(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;
export const quizResultsAnswer = z.object({
  canViewResults: z.boolean(),
  results: z.array(quizResultSchema),
  /** results not archived, counted on the first page (null on later ones) */
  total: z.number().nullable(),
  /** the owner's alone: how many got each question right */
  questionStats: z.array(z.object({ questionId: z.string(), correct: z.number() })).nullable(),
});

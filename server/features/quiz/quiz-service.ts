import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { RegistrationField, StoredQuestion } from '@shared/quiz/rules.ts';
import type { Quiz, QuizInput, QuizViewer } from '@shared/schemas/quiz.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import { storeTimeOver } from './pass-service.ts';
import { ownPostForQuiz, ownQuiz, type QuizReader, type QuizRow, quizWithPost, visibleQuiz } from './quiz-access.ts';

/**
 * The quiz of a post: the editor's changes for the post's
 * author, and what a reader may see of it. Until a participant has finished, the quiz comes
 * without its correct options and explanations; after, with them only when the quiz shows
 * answers. The author always sees everything.
 */

type Db = Kysely<Database>;
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The editor's questions as stored: ids kept when given (and unique among their siblings), else new ones. */
export function storeQuestions(input: QuizInput['content']): StoredQuestion[] {
  const idsOf = () => {
    const seen = new Set<string>();
    return (id: string | undefined) => {
      const use = id && !seen.has(id) ? id : randomUUID();
      seen.add(use);
      return use;
    };
  };
  const questionId = idsOf();
  return input.map((q, i) => {
    const optionId = idsOf();
    return {
      id: questionId(q.id),
      number: i + 1,
      question: q.question,
      explanation: q.explanation ?? '',
      options: q.options.map((o) => ({ id: optionId(o.id), option: o.text, is_correct: o.isCorrect })),
    };
  });
}

const columns = (q: QuizInput) => ({
  title: q.title,
  description: q.description || null,
  content: JSON.stringify(storeQuestions(q.content)),
  is_anonymous: q.is_anonymous,
  is_one_time: q.is_one_time,
  is_time_limit: q.is_time_limit,
  time_limit: q.time_limit,
  results_visible: q.results_visible,
  is_answers_visible: q.is_answers_visible,
  is_registration: q.is_registration,
  registration: JSON.stringify(q.registration satisfies RegistrationField[]),
});

/**
 * A quiz row as answered; `reveal` false strips the correct options and the explanations,
 * `questions` false leaves the questions out (a time-limited quiz before its start: the intro
 * still has the title, the description, how many questions and the limit).
 */
export function toQuiz(
  q: Omit<QuizRow, 'owner_id' | 'post_status' | 'post_archived'>,
  reveal: boolean,
  questions = true,
): Quiz {
  return {
    id: q.id,
    post_id: q.post_id,
    title: q.title,
    description: q.description,
    content: (questions ? q.content : []).map((x) => ({
      id: x.id,
      number: x.number,
      question: x.question,
      explanation: reveal ? x.explanation || null : null,
      options: x.options.map((o) =>
        reveal ? { id: o.id, option: o.option, is_correct: o.is_correct } : { id: o.id, option: o.option },
      ),
    })),
    question_count: q.content.length,
    passed_count: q.passed_count,
    is_anonymous: q.is_anonymous,
    is_time_limit: q.is_time_limit,
    time_limit: q.time_limit,
    results_visible: q.results_visible,
    is_paused: q.is_paused,
    is_one_time: q.is_one_time,
    is_answers_visible: q.is_answers_visible,
    is_registration: q.is_registration,
    registration: q.registration,
    created_at: iso(q.created_at),
    updated_at: iso(q.updated_at),
  };
}

/** What the reader's own record says: their last result, an attempt still running. */
async function viewerState(db: Db, q: QuizRow, profileId: number | null, again = false): Promise<QuizViewer> {
  const isOwner = profileId !== null && profileId === q.owner_id;
  if (profileId === null) {
    return {
      isOwner,
      completed: false,
      answersRevealed: false,
      lastResult: null,
      openAttempt: null,
      canStart: !q.is_paused,
    };
  }
  const [last, open] = await Promise.all([
    db
      .selectFrom('quiz_results')
      .select(['result', 'correct', 'total', 'answers', 'created_at'])
      .where('quiz_id', '=', q.id)
      .where('profile_id', '=', profileId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('quiz_attempts')
      .select(['id', 'started_at', 'deadline', sql<boolean>`deadline is not null and deadline <= now()`.as('expired')])
      .where('quiz_id', '=', q.id)
      .where('profile_id', '=', profileId)
      .where('finished_at', 'is', null)
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  // A one-time attempt whose time ran out is the person's result: letting the clock run out buys no second try.
  if (open?.expired && q.is_one_time && !isOwner && !again) {
    const stored = await db.transaction().execute((trx) => storeTimeOver(trx, q.id, profileId));
    if (stored) return viewerState(db, q, profileId, true);
  }
  const completed = Boolean(last);
  const answersRevealed = isOwner || (completed && q.is_answers_visible);
  return {
    isOwner,
    completed,
    answersRevealed,
    lastResult: last
      ? {
          score: last.result,
          correctAnswers: last.correct,
          wrongAnswers: last.total - last.correct,
          totalQuestions: last.total,
          created_at: iso(last.created_at),
          answers: answersRevealed ? last.answers : null,
        }
      : null,
    openAttempt:
      open && !open.expired
        ? { id: open.id, startedAt: iso(open.started_at), deadline: open.deadline ? iso(open.deadline) : null }
        : null,
    canStart: !q.is_paused && (isOwner || !(q.is_one_time && completed)),
  };
}

/** The quiz of a post, as this reader may see it; `{ quiz: null }` for a post without one. */
export async function readQuizByPost(db: Db, reader: () => Promise<QuizReader>, postId: number) {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'profile_id', 'status', 'is_archived'])
    .where('id', '=', postId)
    .executeTakeFirst();
  const who = await reader();
  if (!post || (!(post.status === 'published' && !post.is_archived) && post.profile_id !== who.profileId))
    throw new HttpError('post_not_found');
  const row = await db.selectFrom('quiz').select('id').where('post_id', '=', postId).executeTakeFirst();
  if (!row) return { quiz: null, viewer: null };
  const q = (await quizWithPost(db, row.id))!;
  const viewer = await viewerState(db, q, who.profileId);
  // A time-limited quiz's questions go out with its start (so its clock runs from the first look), to a reload of
  // the attempt running, to its owner, and with the review of a finished attempt that shows answers.
  const questions = !q.is_time_limit || viewer.isOwner || viewer.openAttempt !== null || viewer.answersRevealed;
  return { quiz: toQuiz(q, viewer.answersRevealed, questions), viewer };
}

export async function createQuiz(db: Db, profileId: number, input: QuizInput): Promise<Quiz> {
  const id = await db.transaction().execute(async (trx) => {
    await ownPostForQuiz(trx, input.post_id, profileId);
    const row = await trx
      .insertInto('quiz')
      .values({ post_id: input.post_id, ...columns(input) })
      .onConflict((oc) => oc.column('post_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new HttpError('quiz_exists');
    return row.id;
  });
  return toQuiz((await quizWithPost(db, id))!, true);
}

export async function updateQuiz(db: Db, profileId: number, quizId: number, input: QuizInput): Promise<Quiz> {
  await db.transaction().execute(async (trx) => {
    const q = await ownQuiz(trx, quizId, profileId);
    // A quiz stays on its post: the post id in the form must be its own.
    if (q.post_id !== input.post_id) throw new HttpError('quiz_not_found');
    // Those who answered an anonymous quiz were promised it: once it has
    // results it stays anonymous. The quiz row is locked above, so no result slips in between.
    if (q.is_anonymous && !input.is_anonymous) {
      const answered = await trx
        .selectFrom('quiz_results')
        .select('id')
        .where('quiz_id', '=', quizId)
        .executeTakeFirst();
      if (answered) throw new HttpError('quiz_anonymous_has_results');
    }
    await trx
      .updateTable('quiz')
      .set({ ...columns(input), updated_at: sql`now()` })
      .where('id', '=', quizId)
      .execute();
  });
  return toQuiz((await quizWithPost(db, quizId))!, true);
}

export async function deleteQuiz(db: Db, profileId: number, quizId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ownQuiz(trx, quizId, profileId);
    await trx.deleteFrom('quiz').where('id', '=', quizId).execute();
  });
}

export async function setQuizPaused(db: Db, profileId: number, quizId: number, paused: boolean): Promise<Quiz> {
  await db.transaction().execute(async (trx) => {
    await ownQuiz(trx, quizId, profileId);
    await trx
      .updateTable('quiz')
      .set({ is_paused: paused, updated_at: sql`now()` })
      .where('id', '=', quizId)
      .execute();
  });
  return toQuiz((await quizWithPost(db, quizId))!, true);
}

export async function archiveResult(db: Db, profileId: number, resultId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const r = await trx.selectFrom('quiz_results').select('quiz_id').where('id', '=', resultId).executeTakeFirst();
    if (!r) throw new HttpError('quiz_result_not_found');
    await ownQuiz(trx, r.quiz_id, profileId).catch((err: unknown) => {
      // Someone else's quiz: its results are not the caller's to know of.
      throw err instanceof HttpError && err.code === 'not_quiz_owner' ? new HttpError('quiz_result_not_found') : err;
    });
    await trx.updateTable('quiz_results').set({ is_archived: true }).where('id', '=', resultId).execute();
  });
}

/**
 * A signed-in participant begins: the server records when, and the deadline of a timed quiz;
 * the answer carries the questions (without the correct options), which a timed quiz shows no
 * one before, so its clock runs from the first look. Refused while paused, and to a non-owner who already
 * completed a one-time quiz, or whose one attempt ran out (stored as time over). A
 * one-time quiz's attempt still running is resumed, not begun again: its clock keeps going.
 */
export async function startQuiz(db: Db, profileId: number, roles: string[], quizId: number) {
  const r = await db.transaction().execute(async (trx) => {
    const q = await visibleQuiz(trx, quizId, async () => ({ profileId, roles }));
    if (q.is_paused) throw new HttpError('quiz_paused');
    const oneTime = q.is_one_time && q.owner_id !== profileId;
    const questions = toQuiz(q, false).content;
    if (oneTime) {
      // Stored and committed before the refusal below.
      await storeTimeOver(trx, quizId, profileId);
      const done = await trx
        .selectFrom('quiz_results')
        .select('id')
        .where('quiz_id', '=', quizId)
        .where('one_time_key', '=', profileId)
        .executeTakeFirst();
      if (done) return 'completed' as const;
    }
    const open = () =>
      trx
        .selectFrom('quiz_attempts')
        .select(['id', 'started_at', 'deadline'])
        .where('quiz_id', '=', quizId)
        .where('profile_id', '=', profileId)
        .where('finished_at', 'is', null)
        .orderBy('started_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    const running = oneTime ? await open() : undefined;
    const a =
      running ??
      (await trx
        .insertInto('quiz_attempts')
        .values({
          quiz_id: quizId,
          profile_id: profileId,
          one_time_key: oneTime ? profileId : null,
          deadline: q.is_time_limit && q.time_limit ? sql<Date>`now() + make_interval(mins => ${q.time_limit})` : null,
        })
        // Two starts at once on a one-time quiz: one attempt (the unique open key), both resume it.
        .onConflict((oc) => oc.columns(['quiz_id', 'one_time_key']).where('finished_at', 'is', null).doNothing())
        .returning(['id', 'started_at', 'deadline'])
        .executeTakeFirst()) ??
      (await open());
    if (!a) throw new HttpError('quiz_not_started');
    return {
      attempt: { id: a.id, startedAt: iso(a.started_at), deadline: a.deadline ? iso(a.deadline) : null },
      questions,
    };
  });
  if (r === 'completed') throw new HttpError('quiz_already_completed');
  return r;
}

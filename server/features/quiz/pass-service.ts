import { type Kysely, sql, type Transaction } from 'kysely';
import { checkRegistrationValue, scoreAnswers, SUBMIT_GRACE_SECONDS } from '@shared/quiz/rules.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/errors.ts';
import { visibleQuiz } from './quiz-access.ts';

type Db = Kysely<Database>;

export interface PassInput {
  quizId: number;
  answers: { questionId: string; selectedOptionId: string | null }[];
  registration?: Record<string, string> | null;
}

/**
 * A finished attempt (`quiz-pass`). The server is the judge: it scores from the
 * stored questions and the chosen option ids; it needs the attempt `start` recorded, refuses a
 * paused quiz and a timed one past its deadline (plus a grace for the network), checks the
 * registration answers by the form's rules, and stores one result per person on a one-time
 * quiz by a unique key, so two devices submitting at once store one.
 */
export async function passQuiz(db: Db, who: { profileId: number; roles: string[] }, input: PassInput) {
  return db
    .transaction()
    .execute(async (trx) => {
      const q = await visibleQuiz(trx, input.quizId, async () => who);
      const isOwner = q.owner_id === who.profileId;
      if (q.is_paused) throw new HttpError('quiz_paused');
      const oneTimeKey = q.is_one_time && !isOwner ? who.profileId : null;

      // The attempt this submission finishes, locked: the same attempt cannot be submitted twice.
      const attempt = await trx
        .selectFrom('quiz_attempts')
        .select([
          'id',
          sql<boolean>`deadline is not null and now() > deadline + make_interval(secs => ${SUBMIT_GRACE_SECONDS})`.as(
            'late',
          ),
        ])
        .where('quiz_id', '=', q.id)
        .where('profile_id', '=', who.profileId)
        .where('finished_at', 'is', null)
        .orderBy('started_at', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (!attempt) {
        if (oneTimeKey !== null) {
          const done = await trx
            .selectFrom('quiz_results')
            .select('id')
            .where('quiz_id', '=', q.id)
            .where('one_time_key', '=', oneTimeKey)
            .executeTakeFirst();
          if (done) return { alreadyCompleted: true, result: null };
        }
        throw new HttpError('quiz_not_started');
      }
      if (attempt.late) {
        // The attempt is over either way: a late submission does not keep it open, and on a
        // one-time quiz it is the person's one attempt, stored as time over.
        if (oneTimeKey !== null) {
          await storeTimeOver(trx, q.id, who.profileId);
          return 'late' as const;
        }
        await trx
          .updateTable('quiz_attempts')
          .set({ finished_at: sql`now()` })
          .where('id', '=', attempt.id)
          .execute();
        return 'late' as const;
      }

      const scored = scoreAnswers(q.content, input.answers);
      if ('kind' in scored) {
        if (scored.kind === 'unknown_question')
          throw new HttpError('quiz_unknown_question', { questionId: scored.questionId });
        if (scored.kind === 'duplicate')
          throw new HttpError('quiz_duplicate_answer', { questionId: scored.questionId });
        throw new HttpError('quiz_unknown_option', { questionId: scored.questionId, optionId: scored.optionId });
      }

      let registration: Record<string, string> | null = null;
      if (q.is_registration && q.registration.length) {
        registration = {};
        for (const field of q.registration) {
          const raw = input.registration?.[field.id];
          const problem = checkRegistrationValue(field, raw);
          if (problem) throw new HttpError(`registration_${problem}`, { label: field.label });
          registration[field.id] = (raw ?? '').trim();
        }
      }

      await trx
        .updateTable('quiz_attempts')
        .set({ finished_at: sql`now()` })
        .where('id', '=', attempt.id)
        .execute();
      const stored = await trx
        .insertInto('quiz_results')
        .values({
          quiz_id: q.id,
          profile_id: who.profileId,
          attempt_id: attempt.id,
          one_time_key: oneTimeKey,
          result: scored.score,
          correct: scored.correctAnswers,
          total: scored.totalQuestions,
          answers: JSON.stringify(scored.answers),
          registration: registration ? JSON.stringify(registration) : null,
          is_anonymous: q.is_anonymous,
        })
        .onConflict((oc) => oc.columns(['quiz_id', 'one_time_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!stored) return { alreadyCompleted: true, result: null };
      await trx
        .updateTable('quiz')
        .set({ passed_count: sql`passed_count + 1` })
        .where('id', '=', q.id)
        .execute();

      const reveal = isOwner || q.is_answers_visible;
      const { answers, ...summary } = scored;
      return { alreadyCompleted: false, result: { ...summary, answers: reveal ? answers : null } };
    })
    .then((r) => {
      // Thrown after the transaction, so the attempt's end is stored.
      if (r === 'late') throw new HttpError('quiz_time_over');
      return r;
    });
}

/**
 * A one-time quiz's attempts whose time ran out (past the deadline and the grace) become the
 * person's one result: zero, marked time over, so it shows in the owner's
 * results and a new start is refused. The owner's own attempts stay theirs to retry. Done when
 * someone would see the difference: the person starting or reading the quiz again, a late
 * submission, the results and the CSV. Answers how many results it stored; writes nothing
 * (and moves no answer version) when no attempt ran out.
 */
export async function storeTimeOver(trx: Transaction<Database>, quizId: number, profileId: number | null) {
  const closed = await sql<{ id: number; profile_id: number; deadline: Date }>`
    update quiz_attempts a set finished_at = now()
    from quiz q join posts po on po.id = q.post_id
    where q.id = a.quiz_id and a.quiz_id = ${quizId} and q.is_one_time and a.profile_id <> po.profile_id
      and a.finished_at is null and a.deadline is not null
      and now() > a.deadline + make_interval(secs => ${SUBMIT_GRACE_SECONDS})
      ${profileId === null ? sql`` : sql`and a.profile_id = ${profileId}`}
    returning a.id, a.profile_id, a.deadline`.execute(trx);
  if (!closed.rows.length) return 0;
  const attempts = JSON.stringify(closed.rows.map((r) => ({ ...r, deadline: new Date(r.deadline).toISOString() })));
  const stored = await sql<{ id: number }>`
    insert into quiz_results (quiz_id, profile_id, attempt_id, one_time_key, result, correct, total, answers, created_at, is_anonymous, is_time_over)
    select distinct on (x.profile_id) q.id, x.profile_id, x.id, x.profile_id, 0, 0, jsonb_array_length(q.content), '[]'::jsonb,
      x.deadline, q.is_anonymous, true
    from quiz q, jsonb_to_recordset(${attempts}::jsonb) x(id int, profile_id int, deadline timestamptz)
    where q.id = ${quizId}
    order by x.profile_id, x.id desc
    on conflict (quiz_id, one_time_key) do nothing
    returning id`.execute(trx);
  if (stored.rows.length)
    await trx
      .updateTable('quiz')
      .set({ passed_count: sql`passed_count + ${stored.rows.length}` })
      .where('id', '=', quizId)
      .execute();
  return stored.rows.length;
}

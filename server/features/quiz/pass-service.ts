import { type Kysely, sql } from 'kysely';
import { checkRegistrationValue, scoreAnswers, SUBMIT_GRACE_SECONDS } from '@shared/quiz/rules.ts';
import type { Database } from '@server/db/schema.ts';
import { HttpError } from '@server/http/errors.ts';
import { visibleQuiz } from './quiz-access.ts';

type Db = Kysely<Database>;

export interface PassInput {
  quizId: number;
  answers: { questionId: string; selectedOptionId: string | null }[];
  registration?: Record<string, string> | null;
}

/**
 * A finished attempt (spec `quiz-pass`; issue 11). The server is the judge: it scores from the
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
        // The attempt is over either way: a late submission does not keep it open.
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

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createQuizWorld, QUESTIONS } from '../support/quiz-world.ts';

/**
 * The quiz probed from outside: what an attacker could learn or score that the rules forbid,
 * each tried as they would.
 */
const { t, get, owner, alice, bob, anon, newQuiz, take } = await createQuizWorld();

const results = (sessionId: string | undefined, quizId: number) => get('quiz-results', { sessionId, quizId });
const csvOf = async (quizId: number, language = 'en') => {
  const r = await t.call(
    'quiz',
    { action: 'exportResults', sessionId: owner.sessionId, quizId },
    { method: 'GET', headers: { 'accept-language': language } },
  );
  expect(r.status).toBe(200);
  return r.body.csv as string;
};
/** Moves an attempt's deadline past the submission grace, as if its time had run out. */
const expire = (attemptId: number) =>
  t.db.db
    .updateTable('quiz_attempts')
    .set({ deadline: sql`now() - interval '1 minute'` })
    .where('id', '=', attemptId)
    .execute();
const update = (quizId: number, postId: number, fields: Record<string, unknown>, language = 'en') =>
  t.call(
    'quiz',
    {
      action: 'update',
      sessionId: owner.sessionId,
      quizId,
      quiz: { post_id: postId, title: 'Квиз по ГК', content: QUESTIONS, ...fields },
    },
    { headers: { 'accept-language': language } },
  );

describe('an anonymous quiz stays anonymous for those who answered it', () => {
  it('refuses to make an anonymous quiz with results named, in the person’s language', async () => {
    const q = await newQuiz({ is_anonymous: true, results_visible: 'all' });
    await take(alice, q.id, [{ questionId: 'q1', selectedOptionId: 'b' }]);
    const en = await update(q.id, q.post_id, { is_anonymous: false, results_visible: 'all' });
    expect(en.status).toBe(409);
    expect(en.body.code).toBe('quiz_anonymous_has_results');
    const ru = await update(q.id, q.post_id, { is_anonymous: false, results_visible: 'all' }, 'ru');
    expect(ru.status).toBe(409);
    expect(ru.body.error).not.toBe(en.body.error);
    expect(ru.body.error).toMatch(/[а-яё]/i);
    const r = await results(undefined, q.id);
    expect(JSON.stringify(r.body)).not.toContain(alice.username);
    expect(await csvOf(q.id)).not.toContain(alice.name);

    // Without results it may still change, and other edits of an anonymous quiz are taken.
    const fresh = await newQuiz({ is_anonymous: true });
    expect((await update(fresh.id, fresh.post_id, { is_anonymous: false })).status).toBe(200);
    expect((await update(q.id, q.post_id, { is_anonymous: true, title: 'Новое название' })).status).toBe(200);
  });

  it('never shows the person of an anonymous result, whatever the quiz becomes', async () => {
    const q = await newQuiz({ is_anonymous: true, results_visible: 'all' });
    await take(alice, q.id, [{ questionId: 'q1', selectedOptionId: 'b' }]);
    // The quiz made named by a path other than the editor (an old app, an admin's fix).
    await t.db.db.updateTable('quiz').set({ is_anonymous: false }).where('id', '=', q.id).execute();
    await take(bob, q.id, [{ questionId: 'q1', selectedOptionId: 'a' }]);
    for (const sessionId of [owner.sessionId, alice.sessionId, undefined]) {
      const r = await results(sessionId, q.id);
      expect(r.status).toBe(200);
      expect(r.body.results).toHaveLength(2);
      expect(JSON.stringify(r.body)).not.toContain(alice.username);
      expect(r.body.results.map((x: { profile: { username: string } | null }) => x.profile?.username ?? null)).toEqual([
        bob.username,
        null,
      ]);
    }
    const csv = await csvOf(q.id);
    expect(csv).not.toContain(alice.name);
    expect(csv).not.toContain(alice.username);
    expect(csv).toContain(bob.name);
  });

  it('marks the results of quizzes anonymous at the migration as given anonymously', async () => {
    const named = await newQuiz({ is_anonymous: false, results_visible: 'all' });
    const anonymous = await newQuiz({ is_anonymous: true, results_visible: 'all' });
    await take(alice, named.id, []);
    await take(alice, anonymous.id, []);
    const migration = await import('../../migrations/202611260220_quiz_privacy.ts');
    await migration.down(t.db.db);
    await migration.up(t.db.db);
    // The anonymous quiz made named after the migration still hides Alice's earlier answer.
    await t.db.db.updateTable('quiz').set({ is_anonymous: false }).where('id', '=', anonymous.id).execute();
    expect((await results(undefined, anonymous.id)).body.results[0].profile).toBeNull();
    expect((await results(undefined, named.id)).body.results[0].profile.username).toBe(alice.username);
  });
});

describe('a one-time timed quiz is taken once, even when its time runs out', () => {
  const timed = () => newQuiz({ is_anonymous: false, is_one_time: true, is_time_limit: true, time_limit: 5 });

  it('stores a zero “time over” result for an attempt that ran out, so a second start is refused', async () => {
    const q = await timed();
    const s = await t.call('quiz', { action: 'start', sessionId: alice.sessionId, quizId: q.id });
    expect(s.status).toBe(200);
    await expire(s.body.attempt.id);
    // Alice never submits. The owner sees her time run out...
    const r = await results(owner.sessionId, q.id);
    expect(r.body.results).toEqual([
      expect.objectContaining({ result: 0, correct: 0, total: 2, time_over: true, profile: expect.anything() }),
    ]);
    expect(r.body.results[0].profile.username).toBe(alice.username);
    // ... and she cannot begin again to score 100.
    const again = await t.call('quiz', { action: 'start', sessionId: alice.sessionId, quizId: q.id });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('quiz_already_completed');
    const view = await get('quiz', { action: 'getByPost', sessionId: alice.sessionId, postId: q.post_id });
    expect(view.body.viewer).toMatchObject({ completed: true, canStart: false, openAttempt: null });
    expect((await csvOf(q.id, 'en')).split('\r\n')[1]).toContain('Time over');
    expect((await csvOf(q.id, 'ru')).split('\r\n')[1]).toContain('Время вышло');
  });

  it('a late submission stores the zero result too, and the next start is refused', async () => {
    const q = await timed();
    const s = await t.call('quiz', { action: 'start', sessionId: bob.sessionId, quizId: q.id });
    await expire(s.body.attempt.id);
    const late = await t.call('quiz-pass', {
      sessionId: bob.sessionId,
      quizId: q.id,
      results: { answers: [{ questionId: 'q1', selectedOptionId: 'b' }] },
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('quiz_time_over');
    const again = await t.call('quiz', { action: 'start', sessionId: bob.sessionId, quizId: q.id });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('quiz_already_completed');
    const r = await results(owner.sessionId, q.id);
    expect(r.body.results).toEqual([expect.objectContaining({ result: 0, time_over: true })]);
    const own = await get('quiz', { action: 'getByPost', sessionId: owner.sessionId, postId: q.post_id });
    expect(own.body.quiz.passed_count).toBe(1);
  });

  it('a second start while the attempt runs resumes it: the clock is not wound back', async () => {
    const q = await timed();
    const first = await t.call('quiz', { action: 'start', sessionId: alice.sessionId, quizId: q.id });
    await t.db.db
      .updateTable('quiz_attempts')
      .set({ deadline: sql`now() + interval '30 seconds'` })
      .where('id', '=', first.body.attempt.id)
      .execute();
    const second = await t.call('quiz', { action: 'start', sessionId: alice.sessionId, quizId: q.id });
    expect(second.status).toBe(200);
    expect(second.body.attempt.id).toBe(first.body.attempt.id);
    expect(Date.parse(second.body.attempt.deadline) - Date.now()).toBeLessThan(60_000);
  });

  it('lets the owner retake their own quiz after their time ran out', async () => {
    const q = await timed();
    const s = await t.call('quiz', { action: 'start', sessionId: owner.sessionId, quizId: q.id });
    await expire(s.body.attempt.id);
    expect((await t.call('quiz', { action: 'start', sessionId: owner.sessionId, quizId: q.id })).status).toBe(200);
    expect((await take(owner, q.id, [{ questionId: 'q1', selectedOptionId: 'b' }])).body.alreadyCompleted).toBe(false);
    expect((await take(owner, q.id, [])).body.alreadyCompleted).toBe(false);
  });
});

describe('a timed quiz’s questions go out when its clock starts', () => {
  it('shows the intro before the start, the questions with the start and on a reload, and always to the owner', async () => {
    const q = await newQuiz({ is_time_limit: true, time_limit: 3, description: 'Проверьте себя' });
    for (const sessionId of [undefined, anon, alice.sessionId]) {
      const r = await get('quiz', { action: 'getByPost', sessionId, postId: q.post_id });
      expect(r.status).toBe(200);
      expect(r.body.quiz).toMatchObject({
        title: 'Квиз по ГК',
        description: 'Проверьте себя',
        question_count: 2,
        is_time_limit: true,
        time_limit: 3,
        content: [],
      });
      expect(JSON.stringify(r.body)).not.toContain(QUESTIONS[0].question);
      expect(JSON.stringify(r.body)).not.toContain('Арбитражный суд');
    }
    const s = await t.call('quiz', { action: 'start', sessionId: alice.sessionId, quizId: q.id });
    expect(s.status).toBe(200);
    expect(s.body.questions.map((x: { question: string }) => x.question)).toEqual(QUESTIONS.map((x) => x.question));
    expect(JSON.stringify(s.body)).not.toContain('is_correct');
    // A reload mid-attempt resumes with the questions and the deadline.
    const reload = await get('quiz', { action: 'getByPost', sessionId: alice.sessionId, postId: q.post_id });
    expect(reload.body.quiz.content).toHaveLength(2);
    expect(JSON.stringify(reload.body.quiz)).not.toContain('is_correct');
    expect(reload.body.viewer.openAttempt).toMatchObject({ id: s.body.attempt.id, deadline: s.body.attempt.deadline });
    // Someone else still sees only the intro.
    const other = await get('quiz', { action: 'getByPost', sessionId: bob.sessionId, postId: q.post_id });
    expect(other.body.quiz.content).toEqual([]);
    const own = await get('quiz', { action: 'getByPost', sessionId: owner.sessionId, postId: q.post_id });
    expect(own.body.quiz.content[0].options[1].is_correct).toBe(true);
    // A quiz without a time limit shows its questions to every reader, as before.
    const open = await newQuiz();
    const plain = await get('quiz', { action: 'getByPost', postId: open.post_id });
    expect(plain.body.quiz.content).toHaveLength(2);
    expect(plain.body.quiz.question_count).toBe(2);
  });
});

describe('an app installed before the change', () => {
  it('finishes an attempt opened before it: the reading resumes with its questions, the submission is scored', async () => {
    const q = await newQuiz({ is_anonymous: false, is_one_time: true, is_time_limit: true, time_limit: 5 });
    // As the server before this change stored it: no one-time key on the attempt.
    const a = await t.db.db
      .insertInto('quiz_attempts')
      .values({ quiz_id: q.id, profile_id: alice.profileId, deadline: sql<Date>`now() + interval '4 minutes'` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const view = await get('quiz', { action: 'getByPost', sessionId: alice.sessionId, postId: q.post_id });
    expect(view.body.viewer.openAttempt.id).toBe(a.id);
    expect(view.body.quiz.content).toHaveLength(2);
    const pass = await t.call('quiz-pass', {
      sessionId: alice.sessionId,
      quizId: q.id,
      results: {
        answers: [
          { questionId: 'q1', selectedOptionId: 'b' },
          { questionId: 'q2', selectedOptionId: 'a' },
        ],
      },
    });
    expect(pass.status).toBe(200);
    expect(pass.body).toMatchObject({ alreadyCompleted: false, result: { score: 100 } });
    expect((await t.call('quiz', { action: 'start', sessionId: alice.sessionId, quizId: q.id })).status).toBe(409);
  });
});

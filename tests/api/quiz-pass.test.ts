import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createQuizWorld } from '../support/quiz-world.ts';

const { t, get, owner, alice, bob, anon, newPost, newQuiz, take } = await createQuizWorld();

describe('the player: what a participant sees and what the server stores', () => {
  it('hides correct options and explanations until finished, and after unless answers are visible', async () => {
    const q = await newQuiz({ is_answers_visible: false });
    const before = await get('quiz', { action: 'getByPost', sessionId: alice.sessionId, postId: q.post_id });
    expect(JSON.stringify(before.body.quiz)).not.toContain('is_correct');
    expect(before.body.quiz.content[0].explanation).toBeNull();
    expect(before.body.viewer).toMatchObject({
      isOwner: false,
      completed: false,
      answersRevealed: false,
      canStart: true,
    });
    const anonymous = await get('quiz', { action: 'getByPost', postId: q.post_id });
    expect(JSON.stringify(anonymous.body.quiz)).not.toContain('is_correct');

    const done = await take(alice, q.id, [
      { questionId: 'q1', selectedOptionId: 'b' },
      { questionId: 'q2', selectedOptionId: 'b' },
    ]);
    expect(done.body).toEqual({
      alreadyCompleted: false,
      result: { score: 50, correctAnswers: 1, wrongAnswers: 1, totalQuestions: 2, answers: null },
    });
    const after = await get('quiz', { action: 'getByPost', sessionId: alice.sessionId, postId: q.post_id });
    expect(JSON.stringify(after.body.quiz)).not.toContain('is_correct');
    expect(after.body.viewer).toMatchObject({
      completed: true,
      answersRevealed: false,
      lastResult: { score: 50, answers: null },
    });

    const own = await get('quiz', { action: 'getByPost', sessionId: owner.sessionId, postId: q.post_id });
    expect(own.body.quiz.content[0].options[1].is_correct).toBe(true);
    expect(own.body.quiz.content[0].explanation).toBe('Статья 196 ГК РФ');
  });

  it('reveals them after finishing when the quiz shows answers', async () => {
    const q = await newQuiz({ is_answers_visible: true });
    const done = await take(bob, q.id, [{ questionId: 'q1', selectedOptionId: 'b' }]);
    expect(done.body.result).toMatchObject({
      score: 50,
      answers: [
        { questionId: 'q1', selectedOptionId: 'b', isCorrect: true },
        { questionId: 'q2', selectedOptionId: null, isCorrect: false },
      ],
    });
    const after = await get('quiz', { action: 'getByPost', sessionId: bob.sessionId, postId: q.post_id });
    expect(after.body.viewer.answersRevealed).toBe(true);
    expect(after.body.quiz.content[1].options[0].is_correct).toBe(true);
  });

  it('ignores a forged score and scores from the chosen options', async () => {
    const q = await newQuiz();
    const forged = { totalQuestions: 2, correctAnswers: 2, wrongAnswers: 0, score: 100 };
    const r = await take(
      alice,
      q.id,
      [
        { questionId: 'q1', selectedOptionId: 'a', isCorrect: true },
        { questionId: 'q2', selectedOptionId: 'c', isCorrect: true },
      ],
      { results: undefined },
    );
    expect(r.status).toBe(400); // results are required
    await t.call('quiz', { action: 'start', sessionId: alice.sessionId, quizId: q.id });
    const pass = await t.call('quiz-pass', {
      sessionId: alice.sessionId,
      quizId: q.id,
      results: {
        ...forged,
        answers: [
          { questionId: 'q1', selectedOptionId: 'a', isCorrect: true },
          { questionId: 'q2', selectedOptionId: 'c', isCorrect: true },
        ],
      },
    });
    expect(pass.body.result).toMatchObject({ score: 0, correctAnswers: 0 });
    const stored = await t.db.db
      .selectFrom('quiz_results')
      .select(['result', 'correct'])
      .where('quiz_id', '=', q.id)
      .execute();
    expect(stored).toEqual([{ result: 0, correct: 0 }]);
  });

  it.each([
    ['an option of another question', [{ questionId: 'q1', selectedOptionId: 'c' }], 'quiz_unknown_option'],
    ['a question the quiz lacks', [{ questionId: 'q9', selectedOptionId: 'a' }], 'quiz_unknown_question'],
    [
      'one question answered twice',
      [
        { questionId: 'q1', selectedOptionId: 'a' },
        { questionId: 'q1', selectedOptionId: 'b' },
      ],
      'quiz_duplicate_answer',
    ],
  ])('refuses %s with 400 and stores nothing', async (_n, answers, code) => {
    const q = await newQuiz();
    const r = await take(alice, q.id, answers);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(code);
    expect(await t.db.db.selectFrom('quiz_results').select('id').where('quiz_id', '=', q.id).execute()).toEqual([]);
  });

  it('needs a start, a signed-in person, and an unpaused quiz', async () => {
    const q = await newQuiz();
    const unstarted = await t.call('quiz-pass', { sessionId: bob.sessionId, quizId: q.id, results: { answers: [] } });
    expect(unstarted.status).toBe(409);
    expect(unstarted.body.code).toBe('quiz_not_started');
    expect((await t.call('quiz', { action: 'start', sessionId: anon, quizId: q.id })).status).toBe(401);
    await t.call('quiz', { action: 'start', sessionId: bob.sessionId, quizId: q.id });
    await t.call('quiz', { action: 'setPaused', sessionId: owner.sessionId, quizId: q.id, paused: true });
    expect((await t.call('quiz', { action: 'start', sessionId: alice.sessionId, quizId: q.id })).body.code).toBe(
      'quiz_paused',
    );
    expect(
      (await t.call('quiz-pass', { sessionId: bob.sessionId, quizId: q.id, results: { answers: [] } })).body.code,
    ).toBe('quiz_paused');
    const view = await get('quiz', { action: 'getByPost', sessionId: alice.sessionId, postId: q.post_id });
    expect(view.body.viewer.canStart).toBe(false);
  });

  it('refuses a quiz on someone else’s draft as not found', async () => {
    const draft = await newPost(owner, 'draft');
    const q = await newQuiz({}, draft);
    expect((await t.call('quiz', { action: 'start', sessionId: alice.sessionId, quizId: q.id })).status).toBe(404);
    expect(
      (await t.call('quiz-pass', { sessionId: alice.sessionId, quizId: q.id, results: { answers: [] } })).status,
    ).toBe(404);
    expect((await get('quiz', { action: 'getByPost', sessionId: alice.sessionId, postId: draft.id })).status).toBe(404);
  });

  it('answers the deadline of a timed quiz and refuses a submission after it plus the grace', async () => {
    const q = await newQuiz({ is_time_limit: true, time_limit: 10 });
    const s = await t.call('quiz', { action: 'start', sessionId: alice.sessionId, quizId: q.id });
    const { startedAt, deadline } = s.body.attempt;
    expect(Date.parse(deadline) - Date.parse(startedAt)).toBe(10 * 60_000);
    await t.db.db
      .updateTable('quiz_attempts')
      .set({ deadline: sql`now() - interval '11 seconds'` })
      .where('id', '=', s.body.attempt.id)
      .execute();
    const late = await t.call('quiz-pass', { sessionId: alice.sessionId, quizId: q.id, results: { answers: [] } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('quiz_time_over');
    // Within the grace it is taken.
    const s2 = await t.call('quiz', { action: 'start', sessionId: alice.sessionId, quizId: q.id });
    await t.db.db
      .updateTable('quiz_attempts')
      .set({ deadline: sql`now() - interval '3 seconds'` })
      .where('id', '=', s2.body.attempt.id)
      .execute();
    expect(
      (await t.call('quiz-pass', { sessionId: alice.sessionId, quizId: q.id, results: { answers: [] } })).status,
    ).toBe(200);
  });

  it('stores one result of a one-time quiz per person, even from twenty devices at once; the owner may retry', async () => {
    const q = await newQuiz({ is_anonymous: false, is_one_time: true });
    for (let i = 0; i < 20; i++)
      expect((await t.call('quiz', { action: 'start', sessionId: bob.sessionId, quizId: q.id })).status).toBe(200);
    const all = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('quiz-pass', {
          sessionId: bob.sessionId,
          quizId: q.id,
          results: { answers: [{ questionId: 'q1', selectedOptionId: 'b' }] },
        }),
      ),
    );
    expect(all.map((r) => r.status).every((s) => s === 200 || s === 409)).toBe(true);
    expect(all.filter((r) => r.body.alreadyCompleted === false)).toHaveLength(1);
    const rows = await t.db.db
      .selectFrom('quiz_results')
      .select('id')
      .where('quiz_id', '=', q.id)
      .where('profile_id', '=', bob.profileId)
      .execute();
    expect(rows).toHaveLength(1);
    const again = await t.call('quiz', { action: 'start', sessionId: bob.sessionId, quizId: q.id });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('quiz_already_completed');
    for (let i = 0; i < 2; i++) expect((await take(owner, q.id, [])).body.alreadyCompleted).toBe(false);
    expect(
      (await get('quiz', { action: 'getByPost', sessionId: owner.sessionId, postId: q.post_id })).body.quiz
        .passed_count,
    ).toBe(3);
  });

  it('checks registration answers by the form’s rules', async () => {
    const registration = [
      { id: 'name', type: 'text', label: 'ФИО', required: true },
      { id: 'mail', type: 'email', label: 'Email', required: true },
      { id: 'tel', type: 'phone', label: 'Телефон', required: false },
      { id: 'exp', type: 'number', label: 'Стаж', required: false },
    ];
    const q = await newQuiz({ is_registration: true, registration });
    const cases: [Record<string, string>, string][] = [
      [{ mail: 'a@b.ru' }, 'registration_required'],
      [{ name: 'Иван', mail: 'not-an-email' }, 'registration_email'],
      [{ name: 'Иван', mail: 'a@b.ru', tel: 'позвоните' }, 'registration_phone'],
      [{ name: 'Иван', mail: 'a@b.ru', exp: '5 лет' }, 'registration_number'],
    ];
    for (const [values, code] of cases) {
      const r = await take(alice, q.id, [], { registration: values });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(code);
    }
    const ok = await take(alice, q.id, [], {
      registration: {
        name: ' Иван Петров ',
        mail: 'ivan@firm.ru',
        tel: '+7 (912) 345-67-89',
        exp: '7',
        extra: 'dropped',
      },
    });
    expect(ok.status).toBe(200);
    const row = await t.db.db
      .selectFrom('quiz_results')
      .select('registration')
      .where('quiz_id', '=', q.id)
      .executeTakeFirstOrThrow();
    expect(row.registration).toEqual({
      name: 'Иван Петров',
      mail: 'ivan@firm.ru',
      tel: '+7 (912) 345-67-89',
      exp: '7',
    });
  });
});
